import { useLocation, useNavigation } from 'react-router-dom';
import { formAction } from '../../../lib/forms/form-action';

/**
 * True while a form posted to this route's action is running (react-router navigation state);
 * with `name`/`value`, only while that button's submission runs.
 */
export function useFormPending(name?: string, value?: string): boolean {
  const navigation = useNavigation();
  const action = formAction(undefined, useLocation());
  if (navigation.state === 'idle' || !navigation.formData || navigation.formMethod?.toLowerCase() !== 'post')
    return false;
  const target = navigation.formAction ?? '';
  if (target.split('?')[0] !== action.split('?')[0]) return false;
  if (name === undefined) return true;
  return navigation.formData.get(name) === (value ?? '');
}
