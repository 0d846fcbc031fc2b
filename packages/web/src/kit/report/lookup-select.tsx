import { LOOKUP_PAGE_SIZE } from '@fgss/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDateFormat, useSpecText, useT } from '@/lib/i18n';
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
  /** A message under the select (a required choice left blank), shown in the user's language. */
  error?: string | null;
  /** Items per page (spec 3 section 9: 10; EPB's short parts 5). */
  pageSize?: number;
  /** In a grid cell: small, labelled for assistive technology only. */
  inCell?: boolean;
  /** The most characters the search box takes. */
  maxLength?: number;
}

/** About the option height of each select size: the list shows less than a page, so a page always scrolls. */
const OPTION_PX = { xs: 26, sm: 34 } as const;

/**
 * A searchable select over a paged lookup (spec 3 section 9: take 10, or `pageSize`): the typed
 * text is sent as searchValue, and the next page is asked for when the list is scrolled to its
 * end. The list is a little shorter than a page, so the end of every page is reached by scrolling.
 */
export function LookupSelect(props: LookupSelectProps) {
  const { label, call, input, value, onChange, disabled, w, error, inCell, maxLength } = props;
  const pageSize = props.pageSize ?? LOOKUP_PAGE_SIZE;
  const size = inCell ? 'xs' : 'sm';
  const t = useT();
  const specText = useSpecText();
  const dateFormat = useDateFormat();
  const fetchPage = useProcedureFetch(call);
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [typed] = useDebouncedValue(search, 300);
  // The select shows the chosen item's text in its box; that is not a search, so list everything.
  const searchValue = value && typed === chosenLabel ? '' : typed.trim();
  const pages = useInfiniteQuery({
    queryKey: ['lookup', procedurePath(call), input, searchValue, dateFormat],
    queryFn: async ({ pageParam }) =>
      toChoices(
        await fetchPage({ ...input, skip: pageParam, take: pageSize, searchValue: searchValue || undefined }),
        dateFormat,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.length < pageSize ? undefined : all.length * pageSize),
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
      label={inCell ? undefined : label}
      aria-label={inCell ? label : undefined}
      size={size}
      placeholder={t('typeToSearch')}
      w={inCell ? undefined : (w ?? 220)}
      maxDropdownHeight={OPTION_PX[size] * (pageSize - 1.5)}
      searchable
      clearable
      maxLength={maxLength}
      disabled={disabled}
      error={error && specText(error)}
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
