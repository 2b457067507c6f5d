/**
 * A search form whose fields live in the URL (a search can be linked, reloaded and gone back to): the
 * typed values, whether a search was asked for, its parameters, the page, and submit / clear / go to a
 * page. The form follows the URL when something else changes it (the staff header's search box).
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useUrlSearchForm<F extends string>(fields: readonly F[], pageSize: number) {
  const [url, setUrl] = useSearchParams();
  const fromUrl = () => Object.fromEntries(fields.map((f) => [f, url.get(f) ?? ''])) as Record<F, string>;
  const [form, setForm] = useState<Record<F, string>>(fromUrl);
  const urlText = url.toString();
  const [shownUrl, setShownUrl] = useState(urlText);
  if (shownUrl !== urlText) {
    setShownUrl(urlText);
    setForm(fromUrl());
  }

  /** Sets (or, when empty, removes) URL parameters, keeping the others. */
  function go(changes: Record<string, string>) {
    const next = new URLSearchParams(url);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setUrl(next);
  }

  return {
    url,
    form,
    setField: (field: F, value: string) => setForm((f) => ({ ...f, [field]: value })),
    submitted: fields.some((f) => url.get(f)),
    /** The URL's non-empty parameters, as the search call takes them. */
    params: Object.fromEntries([...url.entries()].filter(([, v]) => v !== '')),
    page: Number(url.get('PageNumber') ?? 1),
    go,
    goToPage: (page: number) => go({ PageNumber: String(page) }),
    submit(e: FormEvent) {
      e.preventDefault();
      go({ ...form, PageNumber: '', ItemsPerPage: String(pageSize) });
    },
    clear() {
      setForm(Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>);
      setUrl(new URLSearchParams());
    },
  };
}

/** How many pages a paged answer has (at least one). */
export const pageCount = (results: { totalItems: number; itemsPerPage: number } | undefined) =>
  results ? Math.max(1, Math.ceil(results.totalItems / results.itemsPerPage)) : 1;
