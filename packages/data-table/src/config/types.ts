/**
 * What a table is made of. A preset is a value of these types: which route to call, which
 * columns, filters and tabs to show. The table component reads it; nothing here renders.
 */
import type { Role, RouteName } from '@yuno/core';

/** How a cell shows its value. */
export type CellType = 'text' | 'date' | 'datetime' | 'money' | 'progress' | 'user' | 'status' | 'copy' | 'link' | 'actions';

/** Commands the table knows how to run on a row (each has its own dialog or request). */
export type RowCommand = 'deleteClass' | 'enrolDemo' | 'groupLearners' | 'renameGroup';

export type RowAction =
  /** A link to the class schedule page for this row's learner or group. */
  | {
      kind: 'schedule';
      label: string;
      query: 'learnerID' | 'groupID';
      field: string;
      roles?: readonly Role[];
      /** As a toolbar link's: not offered while the gate's list loads or is empty (a view's row actions share one gate). */
      gate?: ActionGate;
    }
  | {
      kind: 'command';
      command: RowCommand;
      label: string;
      roles?: readonly Role[];
      /** When this row field is true the action is done: shown disabled with doneLabel. */
      doneField?: string;
      doneLabel?: string;
      /** It destroys something (Delete): styled as such, so it never reads as any other action. */
      danger?: boolean;
    };

export interface ColumnConfig {
  id: string;
  label: string;
  type: CellType;
  /** Dotted path of the value in a row, e.g. 'attendance.percentage'. */
  field: string;
  /** Only these roles see the column. */
  roles?: readonly Role[];
  /** The row's name: always shown, never offered for hiding. */
  fixed?: boolean;
  /**
   * Left out of the column chooser's defaults: shown once the person asks ("Show Email"), so
   * the columns that matter stay readable in an account column at a laptop's width.
   */
  hiddenByDefault?: boolean;
  /** user: path of the picture; link: path of the address. */
  extra?: string;
  /** user and text: path of the person's id; 0 there means "NA". */
  idField?: string;
  /** actions: what a row offers. */
  actions?: readonly RowAction[];
}

export interface FilterOption {
  /** '' is "no filter" (the first option of a dropdown). */
  value: string;
  label: string;
}

export type FilterConfig =
  | { id: string; label: string; type: 'select'; param: string; options: readonly FilterOption[] }
  | {
      id: string;
      label: string;
      type: 'autocomplete';
      /** The request parameter the picked suggestion's value is sent as. */
      param: string;
      /** Where suggestions come from: a list of records. */
      route: RouteName;
      /** The parameter carrying the typed text. */
      textParam: string;
      /** Fixed query of the suggestion request ('self' is the signed-in user's id). */
      query?: Readonly<Record<string, string | number>>;
      /** Fields of a suggestion: what is sent and what is shown. */
      valueField: string;
      labelField: string;
      /** A second line under each suggestion. */
      descriptionField?: string;
      placeholder?: string;
    };

/** Toolbar actions above a view. */
export type ViewAction =
  { kind: 'link'; label: string; href: string; roles?: readonly Role[]; gate?: ActionGate } | { kind: 'createGroup'; label: string; roles?: readonly Role[] };

/**
 * A list the person must have something in for an action to be offered (an instructor
 * schedules classes only once mapped to a course): while it loads the action waits; when the
 * server says the list is empty, `otherwise` is said in its place. Any other failure offers
 * the action: the page it leads to has the last word.
 */
export interface ActionGate {
  route: RouteName;
  params?: Readonly<Record<string, ParamValue>>;
  otherwise: string;
}

/**
 * A route param or query value: a literal, or 'self' (the signed-in user's id), '$tab' (the
 * innermost selected tab id), '$row.<path>' (a field of the row a nested table belongs to) or
 * '$query.<name>' (a parameter of the page's address: a detail page's id).
 */
export type ParamValue = string | number;

export interface ViewConfig {
  /** Accessible name of the table (its caption). */
  caption: string;
  route: RouteName;
  params?: Readonly<Record<string, ParamValue>>;
  /** Fixed query parameters of every request. */
  query?: Readonly<Record<string, string | number | boolean>>;
  /** Path of the row id (keys and row commands). */
  rowKey: string;
  columns: readonly ColumnConfig[];
  filters?: readonly FilterConfig[];
  /** Rows per page. */
  pageSize: number;
  /** Rows per page for a role where it differs (an instructor's own demo classes: 2). */
  pageSizeFor?: Partial<Record<Role, number>>;
  /** Rows per request (the spec's "limit"); a multiple of pageSize. Defaults to pageSize. */
  limit?: number;
  /** 'pages': a pagination bar; 'more': a Load more button that appends. */
  paging?: 'pages' | 'more';
  /** Shown when the list is empty and the server said nothing (a 204 answer's own message wins, per spec). */
  emptyText?: string;
  actions?: readonly ViewAction[];
  /** What the rows are, for news from elsewhere on the page: a deleted class leaves every 'class' view. */
  entity?: 'class';
  /** 'cards': each row is a card (fixed column as its heading), holding `detail`. */
  layout?: 'table' | 'cards';
  /** A table inside each card, its params reading the card's row ('$row.id'). */
  detail?: TableConfig;
  /** Where the page goes once a row is deleted (a detail page whose subject is gone). */
  afterDelete?: string;
}

export interface TabConfig {
  id: string;
  label: string;
  view?: ViewConfig;
  /** Nested tabs inside this one. */
  tabs?: readonly TabConfig[];
}

export interface TableConfig {
  /** Names the table's entry in the address state. */
  id: string;
  /** Heading above the table. */
  title: string;
  view?: ViewConfig;
  tabs?: readonly TabConfig[];
}
