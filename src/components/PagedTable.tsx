import { memo, useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { FailedAlert } from './FailedAlert';
import { Card } from './Card';
import { CardLoading, LOADING_TEXT } from './Loader';
import Table from 'react-bootstrap/Table';
import type { LoadStatus } from '../lib/redux';

const PAGE_SIZE = 10;
export const LOAD_MORE_TEXT = 'Load More';
const NO_MORE_TEXT = 'No more items';

export interface Column<T> {
  /** the column header, in the spec's words ('' for the row menu column, which gets a hidden label) */
  header: string;
  render: (row: T, index: number) => ReactNode;
  className?: string;
}

export interface PagedTableProps<T> {
  title: string;
  /** header buttons (New, Export...) */
  actions?: ReactNode;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  status: LoadStatus;
  emptyText: string;
  onRetry?: () => void;
  /** 'loadMore' pages with the Load More button; 'viewAll' shows the first 10 rows and a View All link */
  mode: 'loadMore' | 'viewAll';
  hasMore?: boolean;
  onLoadMore?: () => void;
  viewAllTo?: string;
  headingLevel?: 'h1' | 'h2';
  /** the rows are not asked for yet (see useNearViewport) */
  notYetLoaded?: boolean;
  /** rows whose room the first load keeps, so that what is below does not jump up and then back down */
  reserveRows?: number;
}

/**
 * Room a row takes at least (px): a shift row with its two-line times measured 69 at 1280 px wide, a one-line row 49.
 */
const ROW_PX = 60;

/** The row menu column (no header) stays in sight at the table's end when the table scrolls sideways (styles.css). */
const cellClass = <T,>(c: Column<T>) => (c.header ? c.className : `row-actions ${c.className ?? ''}`);

/**
 * The card-framed table of the dashboard and list pages, with the spec's Load More and View All. A store update
 * renders at once and in one task (react-redux's updates are synchronous); the table's body draws what changed in a
 * deferred render, which React splits into short tasks: rows arriving from a listener then block the page for a few
 * milliseconds at a time, not for the whole table's markup at once (the dashboard's ten shifts were a task of 90 ms at
 * 4x CPU throttling). The header and the Load More button follow the store at once (a click disables it there and
 * then); the footers come with the rows.
 */
export function PagedTable<T>(p: PagedTableProps<T>) {
  const shown = useDeferredValue(p);
  const Heading = p.headingLevel ?? 'h2';
  const headingId = `table-${p.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <Heading className="h5 mb-0 me-auto" id={headingId}>
          {p.title}
        </Heading>
        {p.actions}
      </Card.Header>
      <DeferredBody {...shown} headingId={headingId} />
      {p.mode === 'loadMore' && shown.rows.length > 0 && (
        <Card.Footer className="text-center">
          <Button
            variant="outline-primary"
            size="sm"
            disabled={p.status === 'loading' || !p.hasMore}
            onClick={p.onLoadMore}
          >
            {p.status === 'loading' ? LOADING_TEXT : p.hasMore ? LOAD_MORE_TEXT : NO_MORE_TEXT}
          </Button>
        </Card.Footer>
      )}
      {p.mode === 'viewAll' && p.viewAllTo && shown.rows.length > 0 && (
        <Card.Footer className="text-center">
          <Link to={p.viewAllTo} className="btn btn-outline-primary btn-sm" role="button">
            View All
          </Link>
        </Card.Footer>
      )}
    </Card>
  );
}

/** The rows, or what stands for them: loading, not asked for yet, the empty text, the failure. */
function TableBody<T>(p: PagedTableProps<T> & { headingId: string }) {
  const rows = p.mode === 'viewAll' ? p.rows.slice(0, PAGE_SIZE) : p.rows;
  const loadingFirst = p.status === 'loading' && p.rows.length === 0;
  const reserved = p.reserveRows ? { minHeight: (p.reserveRows + 1) * ROW_PX } : undefined;
  return (
    <Card.Body className="p-0">
      {p.status === 'failed' && (
        <FailedAlert message={`${p.title} could not be loaded.`} onRetry={p.onRetry} className="m-3" />
      )}
      {loadingFirst ? (
        <CardLoading style={reserved} />
      ) : p.rows.length === 0 && (p.notYetLoaded || (p.status === 'idle' && reserved)) ? (
        // a table below the fold waits until it is about to be seen: it says so, in the room its rows will take
        <CardLoading started={false} style={reserved} />
      ) : p.status !== 'failed' && rows.length === 0 ? (
        <p className="text-body-secondary text-center py-4 mb-0">{p.emptyText}</p>
      ) : rows.length > 0 ? (
        <div className="table-responsive">
          <Table hover className="mb-0 align-middle table-cards" aria-labelledby={p.headingId}>
            <thead className="table-light">
              <tr>
                {p.columns.map((c, i) => (
                  <th key={i} scope="col" className={cellClass(c)}>
                    {c.header || <span className="visually-hidden">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={p.rowKey(row)}>
                  {p.columns.map((c, i) => (
                    <td key={i} className={cellClass(c)} data-label={c.header || undefined}>
                      {c.render(row, r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      ) : null}
    </Card.Body>
  );
}

// the store update's own render passes the previous props again, and memo lets it skip the body
const DeferredBody = memo(TableBody) as typeof TableBody;
