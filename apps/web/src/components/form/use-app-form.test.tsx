import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Link, Outlet, useNavigate } from 'react-router';
import { createQueryClient } from '../../app/query-client';
import { useBackButton } from '../../app/use-back-button';
import { initI18n } from '../../i18n/i18n';
import { personName, requiredText } from '../../lib/form-rules';
import { hasUnsavedChanges } from '../../lib/unsaved-changes';
import { renderRoutes } from '../../test/render';
import { FormActions } from './form-actions';
import { useAppForm } from './use-app-form';

const schema = z.object({ name: personName(), city: requiredText(3, 40) });

function Root() {
  const dialog = useBackButton();
  return (
    <>
      <Outlet />
      {dialog}
    </>
  );
}

function DemoForm({ onSave }: { onSave: (v: { name: string; city: string }) => Promise<unknown> }) {
  const navigate = useNavigate();
  const { form, formProps, submitting } = useAppForm({
    initialValues: { name: '', city: '' },
    schema,
    onSubmit: async (values) => {
      await onSave(values);
      // A page leaves right after saving: it must not be asked.
      await navigate('/elsewhere');
    },
  });
  return (
    <form {...formProps} data-testid="demo-form">
      <TextInput label="Name" data-testid="name" {...form.getInputProps('name')} />
      <TextInput label="City" data-testid="city" {...form.getInputProps('city')} />
      <FormActions submitting={submitting} testId="demo" />
      <Link to="/elsewhere" data-testid="away">
        away
      </Link>
    </form>
  );
}

function renderDemo(onSave: (v: { name: string; city: string }) => Promise<unknown> = vi.fn(async () => undefined)) {
  const view = renderRoutes(
    [
      {
        element: <Root />,
        children: [
          { path: '/', element: <DemoForm onSave={onSave} /> },
          { path: '/elsewhere', element: <p data-testid="elsewhere">elsewhere</p> },
        ],
      },
    ],
    '/',
    createQueryClient(),
  );
  return { ...view, onSave };
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

beforeAll(async () => {
  await initI18n('en');
});

describe('useAppForm: the unsaved-changes guard', () => {
  it('asks before leaving a form with unsaved changes, and stays when told to', async () => {
    const { router } = renderDemo();
    type('name', 'Anne-Marie');
    fireEvent.click(screen.getByTestId('away'));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-ok')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(input('name').value).toBe('Anne-Marie');
  });

  it('leaves when the user confirms', async () => {
    const { router } = renderDemo();
    type('name', 'Anne-Marie');
    fireEvent.click(screen.getByTestId('away'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('does not ask when nothing changed, or when the change was undone', async () => {
    const { router } = renderDemo();
    type('name', 'x');
    type('name', '');
    expect(hasUnsavedChanges()).toBe(false);
    fireEvent.click(screen.getByTestId('away'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByTestId('confirm-ok')).toBeNull();
  });

  it('makes the browser ask before closing the tab while changes are unsaved', () => {
    renderDemo();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    type('city', 'Rabat');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('does not ask when a successful save navigates away', async () => {
    const { router, onSave } = renderDemo();
    type('name', "Nadia O'Neil");
    type('city', 'Rabat');
    fireEvent.click(screen.getByTestId('demo-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(onSave).toHaveBeenCalledWith({ name: "Nadia O'Neil", city: 'Rabat' });
    expect(screen.queryByTestId('confirm-ok')).toBeNull();
  });
});

describe('useAppForm: submit', () => {
  it('keeps submit enabled and shows every error once, "Required" for empty fields, focusing the first', async () => {
    const { onSave } = renderDemo();
    const submit = screen.getByTestId('demo-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(screen.queryByText(/At least/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input('name')));
    type('city', 'ab');
    fireEvent.click(submit);
    expect(await screen.findByText('At least 3 characters')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('submits on Enter from a field and shows the spinner while saving', async () => {
    let resolve: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderDemo(onSave);
    type('name', 'عبد الله');
    type('city', 'Fès');
    fireEvent.keyDown(input('city'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('demo-submit').getAttribute('data-loading')).toBe('true'));
    await act(async () => resolve());
  });
});

describe('personName: the name rule', () => {
  const ok = (name: string) => personName().safeParse(name).success;
  it('accepts letters of every language with spaces, hyphens and apostrophes', () => {
    for (const name of ['Anne-Marie Dupont', "Nadia O'Neil", 'Nadia O’Neil', 'Zoé Lefèvre', 'عبد الله بن علي', 'Łukasz Żółć', 'Jean  Paul'])
      expect(ok(name), name).toBe(true);
  });
  it('refuses digits, other signs, a leading separator, and fewer than 3 characters', () => {
    for (const name of ['Jo3', 'Anne_Marie', 'Dr. Who', "'Nadia", '-Anne', 'Al', 'a@b.c', '   ']) expect(ok(name), name).toBe(false);
  });
});
