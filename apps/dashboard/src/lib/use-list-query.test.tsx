import '../test/setup.ts';
import { countries } from '@sufra/contract/resources/countries';
import { faqs } from '@sufra/contract/resources/faqs';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterForm } from '../components/list/filter-form.tsx';
import { LocationProbe, renderAt } from '../test/providers.tsx';
import { listQueryToApi } from './list-query.ts';
import { useListQuery } from './use-list-query.ts';

/** The list state wired to the URL, as a list page uses it; the request is printed too. */
function Harness({ resource }: { resource: typeof countries | typeof faqs }) {
  const query = useListQuery(resource);
  return (
    <>
      <FilterForm resource={resource} query={query} allowedSorts={{ id: 'ID' }} onReload={() => undefined} />
      <output data-testid="request">{listQueryToApi(query.state).toString()}</output>
      <button type="button" onClick={() => query.setPage(query.state.page + 1)}>
        next
      </button>
      <LocationProbe />
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;
const request = () => decodeURIComponent(screen.getByTestId('request').textContent ?? '');

describe('list query state: URL ↔ filters ↔ request', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the state from the URL and sends it as filter[...]', () => {
    renderAt(
      '/countries/record',
      <Harness resource={countries} />,
      '/countries/record?page=3&per_page=5&sort=-id&country_name=Oman',
    );
    expect(request()).toBe('page=3&per_page=5&sort=-id&filter[country_name]=Oman');
    expect(screen.getByLabelText('Country name')).toHaveProperty('value', 'Oman');
  });

  it('debounces a text filter by 500 ms, then writes it to the URL on page 1', async () => {
    renderAt('/countries/record', <Harness resource={countries} />, '/countries/record?page=4');
    fireEvent.change(screen.getByLabelText('Country name'), { target: { value: 'Sau' } });
    await act(async () => vi.advanceTimersByTime(300));
    expect(location()).toBe('/countries/record?page=4');
    fireEvent.change(screen.getByLabelText('Country name'), { target: { value: 'Saudi' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(location()).toBe('/countries/record?page=4');
    await act(async () => vi.advanceTimersByTime(1));
    expect(location()).toBe('/countries/record?country_name=Saudi');
    expect(request()).toBe('page=1&per_page=10&filter[country_name]=Saudi');
  });

  it('clearing a text filter removes it; paging keeps the filters', async () => {
    renderAt('/countries/record', <Harness resource={countries} />, '/countries/record?country_code=SA');
    fireEvent.click(screen.getByText('next'));
    expect(location()).toBe('/countries/record?page=2&country_code=SA');
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '' } });
    await act(async () => vi.advanceTimersByTime(500));
    expect(location()).toBe('/countries/record');
  });

  it('the plain-text input filter strips symbols before sending', async () => {
    renderAt('/countries/record', <Harness resource={countries} />);
    fireEvent.change(screen.getByLabelText('Country name'), { target: { value: '<Qatar>+' } });
    await act(async () => vi.advanceTimersByTime(500));
    expect(location()).toBe('/countries/record?country_name=Qatar');
  });

  it('reset clears every query parameter', async () => {
    renderAt('/faq/record', <Harness resource={faqs} />, '/faq/record?page=2&question=x&blocked=1&sort=id');
    expect(request()).toBe('page=2&per_page=10&sort=id&filter[question]=x&filter[blocked]=1');
    fireEvent.click(screen.getByRole('button', { name: /Reset filters/ }));
    expect(location()).toBe('/faq/record');
    expect(screen.getByLabelText('Question')).toHaveProperty('value', '');
  });
});
