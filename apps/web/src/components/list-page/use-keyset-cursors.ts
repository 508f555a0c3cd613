import { useCallback, useState } from 'react';

/**
 * Keyset paging from the browser's side: the cursors of the pages walked so far, so Previous goes back
 * exactly and Next continues from the last card shown. The first page has no cursor.
 */
export function useKeysetCursors() {
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const next = useCallback((cursor: number) => setCursors((walked) => [...walked, cursor]), []);
  const previous = useCallback(
    () => setCursors((walked) => (walked.length > 1 ? walked.slice(0, -1) : walked)),
    [],
  );
  const restart = useCallback(() => setCursors([undefined]), []);
  return {
    cursor: cursors[cursors.length - 1],
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    next,
    previous,
    restart,
  };
}
