import '../../test/setup.ts';
import { translate } from '@sufra/contract/messages';
import { meals } from '@sufra/contract/resources/meals';
import type { Locale } from '@sufra/contract/user-types';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import type { ImageItem } from '../../lib/image-files.ts';
import { FormField } from './form-field.tsx';

/** The images field of the meal form, alone, validated by the meal's create schema. */
function Harness({ onValues }: { onValues?: (items: ImageItem[]) => void }) {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      initialValues={{ images: [] }}
      onValuesChange={(_, all: { images?: ImageItem[] }) => onValues?.(all.images ?? [])}
    >
      <FormField
        def={{ name: 'images', kind: 'images' }}
        schema={meals.create}
        form={form}
        name={['images']}
        path={['images']}
        labels={meals.labels}
      />
      <Button htmlType="submit">submit</Button>
    </Form>
  );
}

/** Render the form and wait for the field: the upload control is loaded on first use. */
async function renderHarness(onValues?: (items: ImageItem[]) => void) {
  render(<Harness {...(onValues ? { onValues } : {})} />);
  await waitFor(() => expect(document.querySelector('input[type="file"]')).not.toBeNull(), {
    timeout: 10_000,
  });
}

const png = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const pick = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files } });
  });
};
const items = () => screen.queryAllByTestId('image-item');
const fieldErrors = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((node) => node.textContent);

async function inLanguage(lang: Locale) {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
}

afterEach(async () => {
  await inLanguage('en');
});

describe.each(['en', 'ar'] as const)('the image upload field checks files before sending (%s)', (lang) => {
  const message = (key: string) => translate(lang, key);

  it('refuses a file that is not JPG, PNG or SVG, with the §5 message', async () => {
    await inLanguage(lang);
    await renderHarness();
    await pick(new File(['GIF89a'], 'dish.gif', { type: 'image/gif' }));
    await waitFor(() => expect(fieldErrors()).toEqual([message('validation.image_type')]));
    expect(items()).toHaveLength(0);
    // a renamed file is judged by its type too
    await pick(new File(['%PDF'], 'menu.png', { type: 'application/pdf' }));
    expect(items()).toHaveLength(0);
  });

  it('refuses an image over 2 MB, keeps the valid ones of the same pick', async () => {
    await inLanguage(lang);
    await renderHarness();
    await pick(png('small.png'), png('big.png', 2 * 1024 * 1024 + 1));
    await waitFor(() => expect(fieldErrors()).toEqual([message('validation.image_size')]));
    expect(items()).toHaveLength(1);
  });

  it('takes five images at most and says so; the picker goes away at five', async () => {
    await inLanguage(lang);
    await renderHarness();
    await pick(...['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)));
    await waitFor(() => expect(fieldErrors()).toEqual([message('validation.images_max')]));
    expect(items()).toHaveLength(5);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('asks for at least one image on submit, and clears the message once one is added', async () => {
    await inLanguage(lang);
    await renderHarness();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    });
    await waitFor(() => expect(fieldErrors()).toContain(message('validation.images_min')));
    await pick(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(fieldErrors()).toEqual([]));
    expect(items()).toHaveLength(1);
  });
});

describe('the image upload field orders and removes images', () => {
  it('moves an image earlier, marks the first as the cover, and removes one', async () => {
    let latest: ImageItem[] = [];
    await renderHarness((next) => (latest = next));
    await pick(png('a.png'), png('b.png'), png('c.png'));
    await waitFor(() => expect(items()).toHaveLength(3));
    const names = () => latest.map((item) => (item.kind === 'new' ? item.file.name : item.id));
    expect(names()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(within(items()[0] as HTMLElement).getByText('Cover')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move earlier: Image 1' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Move earlier: Image 3' }));
    expect(names()).toEqual(['a.png', 'c.png', 'b.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Move later: Image 1' }));
    expect(names()).toEqual(['c.png', 'a.png', 'b.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Image 2' }));
    expect(names()).toEqual(['c.png', 'b.png']);
    expect(items()).toHaveLength(2);
  });
});
