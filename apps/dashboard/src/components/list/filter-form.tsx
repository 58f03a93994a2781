import { FilterOutlined, PrinterOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { fieldLabel, translate } from '@sufra/contract/messages';
import type { FilterDef, ResourceDef } from '@sufra/contract/resource';
import type { Locale } from '@sufra/contract/user-types';
import { Badge, Button, Flex, Form } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { sortLabel, sortOptions } from '../../lib/list-query.ts';
import type { ListQueryControls } from '../../lib/use-list-query.ts';
import { useOptions } from '../../lib/use-options.ts';
import {
  DateFilter,
  DebouncedTextFilter,
  NumberFilter,
  SelectFilter,
  TimeFilter,
} from './filter-controls.tsx';

interface FilterFormProps {
  resource: ResourceDef;
  query: ListQueryControls;
  allowedSorts: Readonly<Record<string, string>>;
  /** Sort keys this page never offers (SPEC §5: no processing time on mealsTogether). */
  hiddenSorts?: readonly string[] | undefined;
  onReload: () => void;
}

/** A yes/no filter's two choices; `blocked` reads as active or inactive. */
function yesNoChoices(name: string, t: TFunction): { value: string; label: string }[] {
  return name === 'blocked'
    ? [
        { value: '0', label: t('status.active') },
        { value: '1', label: t('status.inactive') },
      ]
    : [
        { value: '1', label: t('common.yes') },
        { value: '0', label: t('common.no') },
      ];
}

function FilterItem({
  name,
  def,
  query,
  labels,
  error,
}: {
  name: string;
  def: FilterDef;
  query: ListQueryControls;
  labels: ResourceDef['labels'];
  /** Why the value is refused (the upper end of a reversed pair), as the server words it. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const label = fieldLabel(lang, name, labels);
  const value = query.state.filters;
  const options = useOptions(def.type === 'select' ? def.source : undefined);
  const id = `filter-${name}`;
  const set = (key: string) => (next: string | null) => query.setFilter(key, next);
  /** What every single control of the filter takes: its id, its label for assistive technology, its value. */
  const control = { id, label, value: value[name], onChange: set(name) };

  switch (def.type) {
    case 'text':
      return (
        <Form.Item label={label} htmlFor={id}>
          <DebouncedTextFilter
            {...control}
            filter="plain"
            // What a short label ("Search") looks in, where the resource names it (`<key>_hint`).
            placeholder={labels[lang][`${name}_hint`]}
          />
        </Form.Item>
      );
    case 'select':
    case 'boolean': {
      const choices =
        def.type === 'boolean'
          ? yesNoChoices(name, t)
          : def.options
            ? def.options.map((option) => ({ value: option, label: fieldLabel(lang, option, labels) }))
            : (options.data ?? []);
      return (
        <Form.Item label={label} htmlFor={id}>
          <SelectFilter {...control} loading={options.isFetching} options={choices} />
        </Form.Item>
      );
    }
    case 'time':
      return (
        <Form.Item label={label} htmlFor={id}>
          <TimeFilter {...control} />
        </Form.Item>
      );
    case 'date':
    case 'number': {
      const status = error ? ('error' as const) : undefined;
      const Control = def.type === 'date' ? DateFilter : NumberFilter;
      return (
        <Form.Item
          label={label}
          htmlFor={id}
          {...(error ? { validateStatus: 'error' as const, help: <span role="alert">{error}</span> } : {})}
        >
          <Control {...control} {...(status ? { status } : {})} />
        </Form.Item>
      );
    }
    case 'number_range':
    case 'date_range': {
      const ends = (['from', 'to'] as const).map((end) => ({
        key: `${name}_${end}`,
        label: t(`filters.${end}`, { field: label }),
      }));
      return ends.map((end) => (
        <div className="filter-cell" key={end.key}>
          <Form.Item label={end.label} htmlFor={`filter-${end.key}`}>
            {def.type === 'date_range' ? (
              <DateFilter
                id={`filter-${end.key}`}
                label={end.label}
                value={value[end.key]}
                onChange={set(end.key)}
              />
            ) : (
              <DebouncedTextFilter
                id={`filter-${end.key}`}
                label={end.label}
                value={value[end.key]}
                onChange={set(end.key)}
                filter="decimal"
              />
            )}
          </Form.Item>
        </div>
      ));
    }
  }
}

/**
 * The pairs of single filters (`from`/`to`, `from_payment`/`to_payment`) whose lower end is past
 * the upper one, by the upper end's key: the message the server's 422 gives (`range_reversed`,
 * naming the range by its `rangeLabel`), shown under that end at once.
 */
export function reversedPairs(
  filters: ResourceDef['filters'],
  values: Readonly<Record<string, string>>,
  lang: Locale,
  labels: ResourceDef['labels'],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, def] of Object.entries(filters)) {
    if ((def.type !== 'date' && def.type !== 'number') || !def.notAfter) continue;
    const from = values[name];
    const to = values[def.notAfter];
    if (from === undefined || to === undefined) continue;
    const reversed = def.type === 'number' ? Number(from) > Number(to) : from > to;
    if (reversed)
      errors[def.notAfter] = translate(
        lang,
        'validation.range_reversed',
        { field: def.rangeLabel ?? name },
        labels,
      );
  }
  return errors;
}

/**
 * The filter panel of a list page: one control per contract filter, the sort, reset, reload, print,
 * in a dense grid of labelled cells. Below the `lg` breakpoint (tablets, phones) the controls fold
 * behind a "Filters" button that shows how many are set; reset, reload and print stay in reach.
 */
export function FilterForm({ resource, query, allowedSorts, hiddenSorts, onReload }: FilterFormProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [open, setOpen] = useState(false);
  const errors = reversedPairs(resource.filters, query.state.filters, lang, resource.labels);
  const sorts = sortOptions(allowedSorts, hiddenSorts).map((option) => ({
    value: option.value,
    label: sortLabel(option, t),
  }));
  const active = Object.values(query.state.filters).filter(
    (value) => value !== undefined && value !== '',
  ).length;

  return (
    <Form
      layout="vertical"
      size="middle"
      className={`filter-form no-print${open ? ' is-open' : ''}`}
      component="section"
      aria-label={t('filters.title')}
    >
      <div className="filter-grid">
        <div className="filter-toggle">
          <Button
            icon={<FilterOutlined />}
            aria-expanded={open}
            aria-controls="list-filter-fields"
            onClick={() => setOpen((was) => !was)}
          >
            {t('filters.title')}
            {active > 0 ? <Badge count={active} size="small" /> : null}
          </Button>
        </div>
        <div id="list-filter-fields" className="filter-fields">
          {Object.entries(resource.filters).map(([name, def]) =>
            def.type.endsWith('_range') ? (
              <FilterItem key={name} name={name} def={def} query={query} labels={resource.labels} />
            ) : (
              <div className="filter-cell" key={name}>
                <FilterItem
                  name={name}
                  def={def}
                  query={query}
                  labels={resource.labels}
                  error={errors[name]}
                />
              </div>
            ),
          )}
          <div className="filter-cell">
            <Form.Item label={t('filters.sort')} htmlFor="filter-sort">
              <SelectFilter
                id="filter-sort"
                label={t('filters.sort')}
                value={query.state.sort ?? undefined}
                onChange={(next) => query.setSort(next)}
                options={sorts}
                wideList
              />
            </Form.Item>
          </div>
        </div>
        <Flex gap={8} wrap align="end" className="filter-actions">
          <Button
            icon={<UndoOutlined />}
            onClick={() => {
              query.reset();
              onReload();
            }}
          >
            {t('filters.reset')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={onReload}>
            {t('actions.reload')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('actions.print')}
          </Button>
        </Flex>
      </div>
    </Form>
  );
}
