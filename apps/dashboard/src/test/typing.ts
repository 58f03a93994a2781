import { fireEvent, screen } from '@testing-library/react';

/** Type `value` into the text box named `name` (its whole value replaced, as a user's paste). */
export function typeInto(name: string | RegExp, value: string): void {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}
