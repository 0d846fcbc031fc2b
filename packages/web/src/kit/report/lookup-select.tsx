import { LOOKUP_PAGE_SIZE } from '@fgss/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useT } from '@/lib/i18n';
import { procedurePath, type QueryProcedure, useProcedureFetch } from '@/lib/procedures';
import { toChoices } from './choices';

interface LookupSelectProps {
  label: string;
  call: QueryProcedure;
  /** The lookup's other inputs (plant, type...): a change starts the list again. */
  input: Record<string, unknown>;
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
  w?: number;
  /** A message under the select (a required choice left blank). */
  error?: string | null;
}

/**
 * A searchable select over a paged lookup (spec 3 section 9: take 10): the typed text is sent as
 * searchValue, and the next ten are asked for when the list is scrolled to its end.
 */
export function LookupSelect({ label, call, input, value, onChange, disabled, w, error }: LookupSelectProps) {
  const t = useT();
  const fetchPage = useProcedureFetch(call);
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [typed] = useDebouncedValue(search, 300);
  // The select shows the chosen item's text in its box; that is not a search, so list everything.
  const searchValue = value && typed === chosenLabel ? '' : typed.trim();
  const pages = useInfiniteQuery({
    queryKey: ['lookup', procedurePath(call), input, searchValue],
    queryFn: async ({ pageParam }) =>
      toChoices(
        await fetchPage({ ...input, skip: pageParam, take: LOOKUP_PAGE_SIZE, searchValue: searchValue || undefined }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.length < LOOKUP_PAGE_SIZE ? undefined : all.length * LOOKUP_PAGE_SIZE),
    enabled: opened || Boolean(value),
    // Lookup failures are only logged (spec 3 section 8): the select stays usable and empty.
    retry: false,
  });
  const choices = useMemo(() => {
    const seen = new Set<string>();
    const all = (pages.data?.pages ?? []).flat().filter((c) => !seen.has(c.value) && seen.add(c.value));
    // The chosen value stays listed even when the loaded pages no longer hold it.
    return value && !seen.has(value) ? [{ value, label: value }, ...all] : all;
  }, [pages.data, value]);

  return (
    <Select
      label={label}
      placeholder={t('typeToSearch')}
      w={w ?? 220}
      searchable
      clearable
      disabled={disabled}
      error={error}
      data={choices}
      value={value}
      onChange={(next, option) => {
        setChosenLabel(next ? option.label : null);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      // The server filters; the select shows what it answered.
      filter={({ options }) => options}
      nothingFoundMessage={pages.isFetching ? '…' : undefined}
      scrollAreaProps={{
        onBottomReached: () => {
          if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
        },
      }}
    />
  );
}
