import { DatePicker, Input, InputNumber, Select, TimePicker } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DATE_MAX } from '../../lib/date-ranges.ts';
import { dayjs } from '../../lib/dayjs-locale.ts';
import { INPUT_FILTERS, type InputFilter } from '../../lib/input-filters.ts';
import { useDebouncedCallback } from '../../lib/use-debounced.ts';
import { inputClear, selectClear } from '../clear-button.tsx';

interface ControlProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}

/** A text filter: typed at once, sent 500 ms after the last key; empty removes it. */
export function DebouncedTextFilter({
  id,
  label,
  value,
  onChange,
  filter = 'none',
  placeholder,
}: ControlProps & { filter?: InputFilter; placeholder?: string | undefined }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const debounced = useDebouncedCallback((next: string) => onChange(next || null));

  // Follow the URL when it changes from outside (reset, back button), unless the user is typing.
  useEffect(() => {
    if (!debounced.pending()) setText(value ?? '');
  }, [value, debounced]);

  return (
    <Input
      id={id}
      aria-label={label}
      allowClear={inputClear(t('actions.clear'))}
      placeholder={placeholder}
      // The whole hint on hover: a narrow field cuts its placeholder short.
      title={placeholder}
      // What is typed (an e-mail, an English name) reads in its own direction.
      dir="auto"
      value={text}
      onChange={(event) => {
        const next = String(INPUT_FILTERS[filter](event.target.value));
        setText(next);
        debounced.call(next);
      }}
    />
  );
}

export function SelectFilter({
  id,
  label,
  value,
  onChange,
  options,
  loading,
  wideList = false,
}: ControlProps & {
  options: { value: string; label: string }[];
  loading?: boolean;
  /** The open list as wide as its longest option (the sort's phrases), never narrower than the field. */
  wideList?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      aria-label={label}
      allowClear={selectClear(t('actions.clear'))}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading ?? false}
      value={value ?? null}
      options={options}
      onChange={(next: string | null | undefined) => onChange(next ?? null)}
      popupMatchSelectWidth={!wideList}
      style={{ inlineSize: '100%' }}
    />
  );
}

export function DateFilter({ id, label, value, onChange, status }: ControlProps & { status?: 'error' }) {
  return (
    <DatePicker
      id={id}
      aria-label={label}
      {...(status ? { status } : {})}
      value={value ? dayjs(value) : null}
      maxDate={dayjs(FILTER_DATE_MAX)}
      onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : null)}
      style={{ inlineSize: '100%' }}
    />
  );
}

/** Time filter shown as hour with AM/PM, sent as HH:mm. */
export function TimeFilter({ id, label, value, onChange }: ControlProps) {
  return (
    <TimePicker
      id={id}
      aria-label={label}
      use12Hours
      format="hh:mm A"
      value={value ? dayjs(`2000-01-01T${value}`) : null}
      onChange={(time) => onChange(time ? time.format('HH:mm') : null)}
      style={{ inlineSize: '100%' }}
    />
  );
}

/**
 * A number filter (a report's minimum, an end of its sales range): typed at once, sent 500 ms after
 * the last key as a plain number (`1500.5`); empty removes it.
 */
export function NumberFilter({ id, label, value, onChange, status }: ControlProps & { status?: 'error' }) {
  const [number, setNumber] = useState<number | null>(value === undefined ? null : Number(value));
  const debounced = useDebouncedCallback((next: number | null) =>
    onChange(next === null ? null : String(next)),
  );

  // Follow the URL when it changes from outside (reset, back button), unless the user is typing.
  useEffect(() => {
    if (!debounced.pending())
      setNumber(value === undefined || Number.isNaN(Number(value)) ? null : Number(value));
  }, [value, debounced]);

  return (
    <InputNumber<number>
      id={id}
      aria-label={label}
      min={0}
      max={FILTER_NUMBER_MAX}
      step={1}
      // Its mouse-only step arrows are named "Increase Value" in English, with no way to say
      // otherwise: the arrow keys step the field.
      controls={false}
      value={number}
      {...(status ? { status } : {})}
      onChange={(next) => {
        const clean = typeof next === 'number' && Number.isFinite(next) ? next : null;
        setNumber(clean);
        debounced.call(clean);
      }}
      style={{ inlineSize: '100%' }}
    />
  );
}

/** The largest number a filter takes (a sum of SAR fits far below it). */
const FILTER_NUMBER_MAX = 999_999_999_999;
