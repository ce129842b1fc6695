import {
  constructTable,
  type CoreFeatures,
  type RowData,
  type Table,
  type TableFeatures,
  type TableOptions,
} from "@tanstack/table-core";
import { table_setOptions } from "@tanstack/table-core/static-functions";
import { useState } from "react";

type Reactivity = NonNullable<CoreFeatures["coreReactivityFeature"]>;

const noSubscription = () => ({ unsubscribe: () => {} });

/**
 * TanStack Table's reactivity for tables whose state React owns: every slice the table reads is
 * controlled through `options.state`, so a derived value is recomputed when read and nothing needs
 * subscribing. This is what `@tanstack/react-table` adds over the core, without the store that lets
 * parts of a large table re-render on their own.
 */
const controlledReactivity = (): Reactivity => ({
  createOptionsStore: false,
  wrapExternalAtoms: false,
  addSubscription: () => {},
  batch: (fn) => fn(),
  schedule: (fn) => queueMicrotask(fn),
  untrack: (fn) => fn(),
  createReadonlyAtom: (fn) => ({ get: fn, subscribe: noSubscription }),
  createWritableAtom: <T>(initial: T) => {
    let value = initial;
    return {
      get: () => value,
      set: (next: T | ((previous: T) => T)) => {
        value = typeof next === "function" ? (next as (previous: T) => T)(value) : next;
      },
      subscribe: noSubscription,
    };
  },
});

/**
 * A TanStack Table instance for one component, its options replaced on every render. Keep every
 * state slice of the features in `options.state` with its `on…Change` callback.
 */
function useTable<TFeatures extends TableFeatures, TData extends RowData>(
  options: TableOptions<TFeatures, TData>,
): Table<TFeatures, TData> {
  const [table] = useState(() =>
    constructTable({
      ...options,
      features: { coreReactivityFeature: controlledReactivity(), ...options.features },
    }),
  );
  table_setOptions(table, (previous) => ({ ...previous, ...options }), { syncExternalState: false });
  return table;
}

export { useTable };
