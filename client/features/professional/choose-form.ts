// "Choose this professional" as a form (a signed-in customer without JavaScript): what it posts
// to the page's action, named once for the card and the action.

export const CHOOSE_PROFESSIONAL_INTENT = 'choose-professional';
export const LOCATION_ID_FIELD = 'locationId';

/** The id of a result card's name: the answered page opens there. */
export const professionalAnchor = (id: string): string => `pro-${id}`;
