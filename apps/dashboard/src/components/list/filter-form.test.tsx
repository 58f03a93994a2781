import '../../test/setup.ts';
import { contacts } from '@sufra/contract/resources/contacts';
import { commissionReport } from '@sufra/contract/resources/reports';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { listQueryToApi } from '../../lib/list-query.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { LocationProbe, renderAt } from '../../test/providers.tsx';
import { resetTestSession } from '../../test/session.ts';
import { FilterForm, reversedPairs } from './filter-form.tsx';

/** The report's filters wired to the URL, as its page uses them; the request is printed too. */
function Harness() {
  const query = useListQuery(commissionReport);
  return (
    <>
      <FilterForm resource={commissionReport} query={query} allowedSorts={{}} onReload={() => undefined} />
      <output data-testid="request">{listQueryToApi(query.state).toString()}</output>
      <LocationProbe />
    </>
  );
}

const request = () => decodeURIComponent(screen.getByTestId('request').textContent ?? '');
const meta = { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null };
const fetchMock = vi.fn(
  async () => new Response(JSON.stringify({ data: [], meta, allowed_sorts: {} }), { status: 200 }),
);

function open(search: string) {
  renderAt('/commissionReports/record', <Harness />, `/commissionReports/record${search}`);
}

describe('the filter panel: single date and number filters (reports)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await resetTestSession();
  });

  it('shows a date and a number filter by their labels with the values of the URL', () => {
    open('?from=2026-01-05&order_count=3');
    expect(screen.getByLabelText('From date')).toHaveProperty('value', '2026-01-05');
    expect(screen.getByLabelText('To date')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Orders (at least)')).toHaveProperty('value', '3');
    expect(screen.getByLabelText('Sales from')).toBeTruthy();
    expect(request()).toBe('page=1&per_page=10&filter[from]=2026-01-05&filter[order_count]=3');
  });

  it('sends a typed number 500 ms after the last key as a plain number', async () => {
    vi.useFakeTimers();
    open('');
    fireEvent.change(screen.getByLabelText('Sales from'), { target: { value: '1500.5' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(request()).toBe('page=1&per_page=10');
    await act(async () => vi.advanceTimersByTime(1));
    expect(request()).toBe('page=1&per_page=10&filter[from_payment]=1500.5');
  });

  it('picks a single day, sent as YYYY-MM-DD', async () => {
    open('?to=2026-02-10');
    const input = screen.getByLabelText('From date');
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-02-03' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(request()).toBe('page=1&per_page=10&filter[from]=2026-02-03&filter[to]=2026-02-10');
    expect(screen.getByTestId('location').textContent).toBe(
      '/commissionReports/record?to=2026-02-10&from=2026-02-03',
    );
  });

  it('a reversed pair is shown under its end as the server words it, in both languages', async () => {
    open('?from=2026-03-10&to=2026-03-01&from_payment=500&to_payment=100');
    expect(screen.getByText('The end of the Date range may not come before its start')).toBeTruthy();
    expect(screen.getByText('The end of the Sales range may not come before its start')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(screen.getByText('يجب ألا تسبق نهاية نطاق التاريخ بدايته')).toBeTruthy();
    expect(screen.getByText('يجب ألا تسبق نهاية نطاق المبيعات بدايته')).toBeTruthy();
    expect(screen.getByLabelText('من تاريخ')).toBeTruthy();
  });

  it('compares numbers as numbers and days as days; a pair in order or half-set is no error', () => {
    const errors = (values: Record<string, string>) =>
      reversedPairs(commissionReport.filters, values, 'en', commissionReport.labels);
    expect(errors({ from_payment: '9', to_payment: '10' })).toEqual({});
    expect(errors({ from_payment: '10', to_payment: '9' })).toHaveProperty('to_payment');
    expect(errors({ from: '2026-01-01', to: '2026-01-01' })).toEqual({});
    expect(errors({ from: '2026-01-02' })).toEqual({});
  });
});

/** The contact messages' filters: a text filter with a short label and what it looks in. */
function ContactsHarness() {
  const query = useListQuery(contacts);
  return <FilterForm resource={contacts} query={query} allowedSorts={{}} onReload={() => undefined} />;
}

describe('the filter panel: a text filter’s hint', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetTestSession();
  });

  it('labels the search briefly and says in its placeholder what it looks in, in both languages', async () => {
    renderAt('/contacts/record', <ContactsHarness />);
    expect(screen.getByLabelText('Search')).toHaveProperty('placeholder', 'Name, email, mobile or subject');
    // A filter without a hint has no placeholder.
    expect(screen.getByLabelText('Source').getAttribute('placeholder')).toBeNull();
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(screen.getByLabelText('بحث')).toHaveProperty(
      'placeholder',
      'الاسم أو البريد أو الجوال أو الموضوع',
    );
  });
});
