import { ApiError } from '@spw/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pushToast } from '../../app/toasts.ts';

/** The calls of one owned resource (a member's invoice titles, addresses): list, add, edit, set default, delete. */
export interface OwnedCalls<Item extends { id: number }, Body> {
  /** The list's query key. */
  key: string;
  list: (signal: AbortSignal) => Promise<{ list: Item[]; max: number }>;
  add: (body: Body) => Promise<unknown>;
  edit: (body: Body & { id: number }) => Promise<unknown>;
  setDefault: (id: number) => Promise<unknown>;
  del: (id: number) => Promise<unknown>;
}

/**
 * The page of an owned resource: its list, and the dialog that adds or edits one (closed, adding,
 * or editing one item). Returns the items and the props of the list and of the form.
 */
export function useOwnedList<Item extends { id: number }, Body>(calls: OwnedCalls<Item, Body>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const queryKey = [calls.key];
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const list = useQuery({ queryKey, queryFn: ({ signal }) => calls.list(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Body }) => (id === undefined ? calls.add(body) : calls.edit({ ...body, id })),
    onSuccess: (_item, { id }) => {
      pushToast('success', intl.formatMessage({ id: id === undefined ? 'common.added' : 'common.modified' }));
      setEditing(null);
    },
    onSettled: refresh,
  });
  const setDefault = useMutation({
    mutationFn: calls.setDefault,
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'account.defaultSet' })),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: calls.del,
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'account.deleted' })),
    onSettled: refresh,
  });

  const items = list.data?.list ?? [];
  const open = (target: Item | 'new' | null) => {
    save.reset();
    setEditing(target);
  };
  return {
    items,
    /** The one being edited; null when adding (or closed). */
    editingItem: editing === 'new' ? null : editing,
    listProps: {
      max: list.data?.max ?? 20,
      loading: list.isPending,
      error: list.error ? list.error.message : undefined,
      onRetry: () => void list.refetch(),
      onAdd: () => open('new'),
      onEdit: (item: Item) => open(item),
      onSetDefault: (item: Item) => setDefault.mutate(item.id),
      onDelete: (item: Item) => remove.mutate(item.id),
      busyId: setDefault.isPending ? setDefault.variables : remove.isPending ? remove.variables : null,
    },
    formProps: {
      open: editing !== null,
      onOpenChange: (isOpen: boolean) => {
        if (!isOpen) open(null);
      },
      first: items.length === 0,
      onSubmit: (body: Body) => save.mutate({ id: editing === 'new' || editing === null ? undefined : editing.id, body }),
      submitting: save.isPending,
      error: save.error instanceof ApiError ? save.error.msg : undefined,
    },
  };
}
