import { PrinterOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { fieldLabel } from '@sufra/contract/messages';
import type { FilterDef, ResourceDef } from '@sufra/contract/resource';
import { Button, Col, Flex, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { sortOptions } from '../../lib/list-query.ts';
import type { ListQueryControls } from '../../lib/use-list-query.ts';
import { useOptions } from '../../lib/use-options.ts';
import { DateFilter, DebouncedTextFilter, SelectFilter, TimeFilter } from './filter-controls.tsx';

interface FilterFormProps {
  resource: ResourceDef;
  query: ListQueryControls;
  allowedSorts: Readonly<Record<string, string>>;
  /** Sort keys this page never offers (SPEC §5: no processing time on mealsTogether). */
  hiddenSorts?: readonly string[] | undefined;
  onReload: () => void;
}

const COL = { xs: 24, sm: 12, md: 8, xl: 6 } as const;

function FilterItem({
  name,
  def,
  query,
  labels,
}: {
  name: string;
  def: FilterDef;
  query: ListQueryControls;
  labels: ResourceDef['labels'];
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const label = fieldLabel(lang, name, labels);
  const value = query.state.filters;
  const options = useOptions(def.type === 'select' ? def.source : undefined);
  const id = `filter-${name}`;
  const set = (key: string) => (next: string | null) => query.setFilter(key, next);

  switch (def.type) {
    case 'text':
      return (
        <Form.Item label={label} htmlFor={id}>
          <DebouncedTextFilter
            id={id}
            label={label}
            value={value[name]}
            onChange={set(name)}
            filter="plain"
          />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item label={label} htmlFor={id}>
          <SelectFilter
            id={id}
            label={label}
            value={value[name]}
            onChange={set(name)}
            loading={options.isFetching}
            options={
              def.options
                ? def.options.map((option) => ({ value: option, label: fieldLabel(lang, option, labels) }))
                : (options.data ?? [])
            }
          />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item label={label} htmlFor={id}>
          <SelectFilter
            id={id}
            label={label}
            value={value[name]}
            onChange={set(name)}
            options={
              name === 'blocked'
                ? [
                    { value: '0', label: t('status.active') },
                    { value: '1', label: t('status.inactive') },
                  ]
                : [
                    { value: '1', label: t('common.yes') },
                    { value: '0', label: t('common.no') },
                  ]
            }
          />
        </Form.Item>
      );
    case 'time':
      return (
        <Form.Item label={label} htmlFor={id}>
          <TimeFilter id={id} label={label} value={value[name]} onChange={set(name)} />
        </Form.Item>
      );
    case 'number_range':
    case 'date_range': {
      const ends = (['from', 'to'] as const).map((end) => ({
        key: `${name}_${end}`,
        label: t(`filters.${end}`, { field: label }),
      }));
      return (
        <Row gutter={8}>
          {ends.map((end) => (
            <Col span={12} key={end.key}>
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
            </Col>
          ))}
        </Row>
      );
    }
  }
}

/** The filter panel of a list page: one control per contract filter, the sort, reset, reload, print. */
export function FilterForm({ resource, query, allowedSorts, hiddenSorts, onReload }: FilterFormProps) {
  const { t } = useTranslation();
  const sorts = sortOptions(allowedSorts, hiddenSorts).map((option) => ({
    value: option.value,
    label: t(`filters.sort_${option.direction}`, { field: option.label }),
  }));

  return (
    <Form
      layout="vertical"
      className="filter-form no-print"
      component="section"
      aria-label={t('filters.title')}
    >
      <Row gutter={16}>
        {Object.entries(resource.filters).map(([name, def]) => (
          <Col key={name} {...(def.type.endsWith('_range') ? { xs: 24, md: 16, xl: 12 } : COL)}>
            <FilterItem name={name} def={def} query={query} labels={resource.labels} />
          </Col>
        ))}
        <Col {...COL}>
          <Form.Item label={t('filters.sort')} htmlFor="filter-sort">
            <SelectFilter
              id="filter-sort"
              label={t('filters.sort')}
              value={query.state.sort ?? undefined}
              onChange={(next) => query.setSort(next)}
              options={sorts}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8} wrap justify="end">
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
    </Form>
  );
}
