const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/**
 * Browser only: saves `csvText` as a file named `filename` by clicking a temporary
 * `<a download>` pointing at an object URL. Throws when there is no `document` (e.g. in Node).
 */
export function downloadCsv(filename: string, csvText: string): void {
  saveThroughAnchor(filename, new Blob([csvText], { type: CSV_MIME_TYPE }), 'downloadCsv');
}

/**
 * Browser only: saves `blob` (e.g. a file the server answered) as `filename`, the same way as
 * {@link downloadCsv}. Throws when there is no `document` (e.g. in Node).
 */
export function downloadBlob(filename: string, blob: Blob): void {
  saveThroughAnchor(filename, blob, 'downloadBlob');
}

function saveThroughAnchor(filename: string, blob: Blob, caller: string): void {
  if (typeof document === 'undefined') {
    throw new Error(
      `${caller}() only works in a browser: there is no \`document\` here. On a server, send toCsv()/toCsvStream() output as the response body instead.`,
    );
  }
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  // Some browsers (older Firefox) ignore clicks on anchors that are not in the document.
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoking in the same task as click() cancels the download in Firefox
    // (https://bugzilla.mozilla.org/show_bug.cgi?id=1282407); a later task is enough.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
