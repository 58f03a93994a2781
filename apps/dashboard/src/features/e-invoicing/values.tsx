import { zatcaLabel } from '../../components/e-invoice/e-invoice-parts.tsx';
import type { ResourceColumn, ResourceRecord } from '../../components/resource/resource-config.ts';

/** A value that reads left to right in either language (a number, a UUID, a hash), kept whole. */
export function ltrValue<T extends ResourceRecord>(key: keyof T & string): ResourceColumn<T> {
  return {
    key,
    render: (record) => {
      const value = record[key];
      return typeof value === 'string' && value ? (
        <bdi dir="ltr" className="zatca-ltr">
          {value}
        </bdi>
      ) : (
        '—'
      );
    },
  };
}

/** A value the contract labels (a kind, a profile, an environment) in the interface language. */
export function labelColumn<T extends ResourceRecord>(
  key: keyof T & string,
  width?: number,
): ResourceColumn<T> {
  return {
    key,
    ...(width ? { width } : {}),
    render: (record, { lang }) => zatcaLabel(lang, String(record[key])),
  };
}
