import { useNavigation } from 'react-router-dom';

/**
 * True while this page's form with that intent (and, among several alike, that record id) is
 * being sent: the one card's button says "Deleting…", not every card's.
 */
export function useSubmitting(intent: string, id?: string): boolean {
  const { state, formData, formMethod } = useNavigation();
  if (state === 'idle' || !formData || formMethod?.toLowerCase() !== 'post') return false;
  if (formData.get('intent') !== intent) return false;
  return id === undefined || formData.get('id') === id;
}
