// The heart as a form (a signed-in customer without JavaScript): what it posts to the favorites
// page's action, named once for the button and the action.

/** The form's intents: the state the customer asks for, so a form sent twice changes nothing. */
export const FAVORITE_INTENTS = { add: 'add-favorite', remove: 'remove-favorite' } as const;

export const FAVORITE_HANDLE_FIELD = 'handle';

/** The heart form's class: the page holds a press made before the heart's code is in. */
export const FAVORITE_FORM_CLASS = 'favorite-toggle-form';

/** The id of a product's heart form: the page answered after a post opens there. */
export const favoriteAnchor = (handle: string): string => `favorite-${handle}`;

/** A save the account refused without saying why (the button's message and the form's). */
export const FAVORITES_SAVE_FAILED = 'Your favorites could not be saved. Please try again.';
