/**
 * /parksearchresults (public §2.7): parks by name, by place (nearest first) or by the criteria form,
 * as a list of result cards (default) or a map, with paging. The search lives in the URL query.
 */
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '#web/lib/page-title.ts';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { PARK_SEARCH_PAGE_SIZE } from '#contract/park-search-url';
import { useParkSearch } from '#web/lib/park-search/park-search.ts';
import { CriteriaForm } from './CriteriaForm.tsx';
import { pageCount } from '#web/lib/park-search/format.ts';
import { ResultCard } from './ResultCard.tsx';
import { ResultsMap } from './ResultsMap.tsx';
import {
  readParkSearch,
  searchKind,
  toParkSearchRequest,
  writeParkSearch,
  type ParkSearchUrlState,
  type ResultsView,
} from '#web/lib/park-search/search-params.ts';
import './park-search-results.css';

/** The map shows every park of the search at once (a tenant has tens of parks, not thousands). */
const MAP_ITEMS = 100;

function heading(s: ParkSearchUrlState): string {
  switch (searchKind(s)) {
    case 'place':
      return s.searchTerm ? `Parks near ${s.searchTerm}` : 'Parks near the chosen place';
    case 'name':
      return `Parks matching "${s.locationName}"`;
    default:
      return 'Parks matching your criteria';
  }
}

export function ParkSearchResultsPage() {
  usePageTitle('Park Search Results');
  const [params, setParams] = useSearchParams();
  const search = readParkSearch(params);
  const request = toParkSearchRequest(search, search.view === 'map' ? MAP_ITEMS : PARK_SEARCH_PAGE_SIZE);
  const results = useParkSearch(request);
  const go = (next: Partial<ParkSearchUrlState>) => setParams(writeParkSearch({ ...search, ...next }));
  const page = results.data;
  const pages = page ? pageCount(page.totalItems, page.itemsPerPage) : 1;
  const setView = (view: ResultsView) => go({ view });

  return (
    <div className="park-search-results page">
      <h1>Park Search Results</h1>
      <p className="park-search-results__summary">{heading(search)}</p>
      <details className="park-search-results__criteria" open={searchKind(search) === 'criteria'}>
        <summary>Refine the search</summary>
        {/* A new URL search resets the form to it. */}
        <CriteriaForm
          key={params.toString()}
          search={search}
          onSearch={(next) => setParams(writeParkSearch(next))}
        />
      </details>
      <div className="park-search-results__bar">
        <p className="park-search-results__count" role="status">
          {page ? `${page.totalItems} ${page.totalItems === 1 ? 'park' : 'parks'} found` : ''}
        </p>
        <div className="park-search-results__views" role="group" aria-label="View">
          <button
            type="button"
            className="button"
            aria-pressed={search.view === 'list'}
            onClick={() => setView('list')}
          >
            List
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={search.view === 'map'}
            onClick={() => setView('map')}
          >
            Map
          </button>
        </div>
      </div>
      {results.isPending && <Spinner label="Searching parks" />}
      {results.isError && <LoadError what="the park search results" onRetry={() => void results.refetch()} />}
      {page && page.data.length === 0 && <p className="park-search-results__empty">No parks found</p>}
      {page && page.data.length > 0 && search.view === 'list' && (
        <>
          <ul className="park-results">
            {page.data.map((item) => (
              <ResultCard key={item.locationId} item={item} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="park-search-results__pages" aria-label="Pages of results">
              <button
                type="button"
                className="button"
                disabled={search.pageNumber <= 1}
                onClick={() => go({ pageNumber: search.pageNumber - 1 })}
              >
                Previous
              </button>
              <span>
                Page {page.pageNumber} of {pages}
              </span>
              <button
                type="button"
                className="button"
                disabled={search.pageNumber >= pages}
                onClick={() => go({ pageNumber: search.pageNumber + 1 })}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
      {page && page.data.length > 0 && search.view === 'map' && <ResultsMap items={page.data} />}
    </div>
  );
}
