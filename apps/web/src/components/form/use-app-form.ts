// THE form hook: Mantine form + zod messages as i18n keys, errors on blur, every error shown on submit (the submit
// button is never disabled), the first invalid field focused, the server's 422 problems under their fields, and the
// unsaved-changes guard while the form differs from what was loaded or last saved.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { isApiError } from '../../lib/api-error';
import { applyServerErrors, zodResolver, type FormSchema } from '../../lib/form';
import { useUnsavedChanges } from '../../lib/unsaved-changes';

export interface AppFormOptions<V> {
  initialValues: V;
  /** Field messages are i18n keys (validation.required...). */
  schema: FormSchema;
  /** Saves; a rejection with a 422 puts the server's problems under `serverFields`. Resolves → the form is clean. */
  onSubmit: (values: V) => Promise<unknown>;
  /** Form field names the server may report problems for. */
  serverFields?: readonly string[];
  /** After a successful save: 'keep' (default) marks the saved values clean; 'reset' empties the form (create-another). */
  afterSave?: 'keep' | 'reset';
  /** Default true: ask before leaving with unsaved changes. False for a form inside a dialog or a wizard step. */
  guard?: boolean;
}

export interface AppForm<V> {
  form: UseFormReturnType<V>;
  /** The form's onSubmit: validates, shows every problem and focuses the first; otherwise saves. */
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  dirty: boolean;
  /** Spread on the <form>: onSubmit, Enter submits from any single-line field (selects included), noValidate. */
  formProps: {
    onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => void;
    noValidate: true;
  };
}

/** Thrown by an onSubmit the user called off (a confirmation declined): the form stays dirty, nothing is logged. */
export class SaveCancelled extends Error {
  constructor() {
    super('save cancelled');
    this.name = 'SaveCancelled';
  }
}

/** Focuses the first field showing an error, in the order of the page. */
export function focusFirstError(root: ParentNode | null | undefined): void {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

export function useAppForm<V extends object>(options: AppFormOptions<V>): AppForm<V> {
  const { schema, serverFields = [], afterSave = 'keep', guard = true } = options;
  const form = useForm<V>({
    initialValues: options.initialValues,
    validate: zodResolver(schema),
    validateInputOnBlur: true,
  });
  // Read when leaving, not at render: a save that navigates away right after is not asked about.
  const saving = useRef(false);
  const formNode = useRef<HTMLFormElement | null>(null);
  const dirty = form.isDirty();
  useUnsavedChanges(() => guard && !saving.current && form.isDirty());

  const submitHandler = form.onSubmit(
    async (values) => {
      saving.current = true;
      try {
        await options.onSubmit(values);
        if (afterSave === 'reset') form.reset();
        else form.resetDirty(values);
      } catch (error) {
        // The HTTP client has already notified; field problems also go under their fields.
        if (applyServerErrors(form, error, serverFields)) focusFirstError(document.activeElement?.closest('form') ?? document);
        else if (!isApiError(error) && !(error instanceof SaveCancelled)) console.error('[form] save failed', error);
      } finally {
        saving.current = false;
      }
    },
    (_errors, _values, event) => {
      const root = (event?.currentTarget as HTMLElement | undefined) ?? formNode.current ?? document;
      // Mantine renders the errors on the next paint.
      requestAnimationFrame(() => focusFirstError(root));
    },
  );

  // Enter submits from any single-line field, and with problems shows them all (not from a textarea or an open list).
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || e.defaultPrevented || e.nativeEvent.isComposing || target.tagName !== 'INPUT') return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    e.preventDefault();
    formNode.current = e.currentTarget;
    if (!form.submitting) submitHandler();
  };

  return {
    form,
    submit: submitHandler,
    submitting: form.submitting,
    dirty,
    formProps: { onSubmit: submitHandler, onKeyDown, noValidate: true },
  };
}
