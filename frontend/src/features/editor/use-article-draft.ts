import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { discardArticleDraft, saveArticleDraft } from '@/api/generated/sdk.gen';
import { getArticleDraftOptions, getArticleDraftQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleFormValues } from './article-form-values';
import {
  type DraftFields,
  draftFields,
  readLocalDraft,
  removeLocalDraft,
  serverDraftFields,
  writeLocalDraft,
} from './draft-storage';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

/** A stored draft the editor offers to restore when it opens. */
export type DraftOffer = { fields: DraftFields; savedAt: string };

/**
 * The editor's autosave: every edit is kept in this browser at once and sent to the server after a
 * pause in typing. Offline (or when a save fails) the local copy waits, marked pending, and goes up
 * when the browser is back online. On opening, a pending local copy (newer than anything the server
 * has) or else the server's draft is offered for restoring.
 */
export function useArticleDraft(userId: string, articleId: number | null) {
  const queryClient = useQueryClient();
  const query = articleId === null ? undefined : { articleId };
  // Read once per opening of the editor: the offer is decided from this answer, and later saves must not
  // bring it back (no refetch; nothing kept for the next opening).
  const server = useQuery({
    ...getArticleDraftOptions({ query }),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [local] = useState(() => readLocalDraft(userId, articleId));
  const [decided, setDecided] = useState(false);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);

  const latest = useRef<DraftFields | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closed = useRef(false);
  const unsavedRef = useRef(false);
  const isUnsaved = useCallback(() => unsavedRef.current, []);
  const markUnsaved = useCallback((value: boolean) => {
    unsavedRef.current = value;
    setUnsaved(value);
  }, []);

  const loading = server.isPending && !local?.pending;
  let offer: DraftOffer | null = null;
  if (!decided && !loading) {
    if (local?.pending) offer = { fields: local.fields, savedAt: local.savedAt };
    else if (server.data?.draft) {
      offer = { fields: serverDraftFields(server.data.draft), savedAt: server.data.draft.updatedAt };
    }
  }

  const upload = useCallback(async () => {
    const fields = latest.current;
    if (!fields || closed.current) return;
    if (!navigator.onLine) {
      setStatus('offline');
      return;
    }
    setStatus('saving');
    try {
      const { data: saved } = await saveArticleDraft({ query, body: fields });
      if (closed.current) return;
      if (latest.current === fields) {
        // The server has the newest edit: the local copy is no longer needed.
        removeLocalDraft(userId, articleId);
        markUnsaved(false);
      }
      setSavedAt(saved.updatedAt);
      setStatus('saved');
    } catch {
      if (!closed.current) setStatus(navigator.onLine ? 'error' : 'offline');
    }
    // `query` is rebuilt each render from articleId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [articleId, userId, markUnsaved]);

  /** Called on every edit: kept locally now, sent after a pause. */
  const record = useCallback(
    (values: ArticleFormValues, tagText: string) => {
      if (closed.current) return;
      const fields = draftFields(values, tagText);
      latest.current = fields;
      writeLocalDraft(userId, articleId, { fields, savedAt: new Date().toISOString(), pending: true });
      markUnsaved(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void upload(), AUTOSAVE_DELAY_MS);
    },
    [articleId, userId, upload, markUnsaved],
  );

  // Back online: send what waited.
  useEffect(() => {
    const onOnline = () => {
      if (unsavedRef.current) void upload();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [upload]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    loading,
    offer,
    status,
    savedAt,
    /** Edits not on the server yet (waiting for the pause, offline, or a failed save). */
    unsaved,
    /** The same, read at call time (for the leave guard, which runs between renders). */
    isUnsaved,
    record,
    retry: () => void upload(),
    /** Restores the offered draft; a local copy the server never got is sent now. */
    restore(chosen: DraftOffer) {
      setDecided(true);
      if (local?.pending) {
        latest.current = chosen.fields;
        markUnsaved(true);
        void upload();
      }
    },
    /** Throws the offered draft away, here and on the server. */
    discard() {
      setDecided(true);
      removeLocalDraft(userId, articleId);
      queryClient.setQueryData(getArticleDraftQueryKey({ query }), { draft: null });
      void discardArticleDraft({ query }).catch(() => undefined);
    },
    /** Published or saved: the server dropped the draft; stop autosaving and forget the local copy. */
    settle() {
      closed.current = true;
      clearTimeout(timer.current);
      removeLocalDraft(userId, articleId);
      queryClient.removeQueries({ queryKey: getArticleDraftQueryKey({ query }) });
      markUnsaved(false);
    },
    /** Publishing failed: keep autosaving. */
    reopen() {
      closed.current = false;
    },
  };
}

export type ArticleDraftModel = ReturnType<typeof useArticleDraft>;
