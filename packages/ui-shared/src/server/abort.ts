/** An answer other than the page: an error page with its status, or a move to another address. */
export type PageAbortAnswer =
  | { kind: 'render'; status: 404 | 503; message?: string }
  | { kind: 'redirect'; to: string; status: 301 };

/** Thrown by a loader for an answer other than the page; the app's `+data` hands it to vike. */
export class PageAbort extends Error {
  constructor(readonly answer: PageAbortAnswer) {
    super(answer.kind === 'render' ? `render ${answer.status}` : `redirect ${answer.to}`);
    this.name = 'PageAbort';
  }
}

/** The error page with `status` (and the line under its title). */
export function renderAbort(status: 404 | 503, message?: string): PageAbort {
  return new PageAbort({ kind: 'render', status, message });
}

/** A permanent move to `to`. */
export function redirectAbort(to: string): PageAbort {
  return new PageAbort({ kind: 'redirect', to, status: 301 });
}

/** vike's `render` and `redirect` (`vike/abort`), passed in so this package needs no vike. */
export interface VikeAborts {
  render(status: 404 | 503, reason?: string): Error;
  redirect(url: string, status: 301): Error;
}

/** `load`'s data; a `PageAbort` it throws becomes vike's answer, any other failure stays as it is. */
export async function answerWith<T>(load: Promise<T>, vike: VikeAborts): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (!(error instanceof PageAbort)) throw error;
    const { answer } = error;
    throw answer.kind === 'render'
      ? vike.render(answer.status, answer.message)
      : vike.redirect(answer.to, answer.status);
  }
}
