import type { PageId } from '@storefront/ui-shared';
import type { ReactNode } from 'react';
import { PAGE_DESCRIPTIONS } from './page-descriptions';

export interface PlaceholderScreenProps {
  title: string;
  page: PageId;
  children?: ReactNode;
}

/** A screen's title and one-line description, until the screen gets its real content. */
export function PlaceholderScreen({ title, page, children }: PlaceholderScreenProps) {
  return (
    <section className="screen" data-page={page}>
      <h2 className="screen__title">{title}</h2>
      <p className="screen__description">{PAGE_DESCRIPTIONS[page]}</p>
      {children}
    </section>
  );
}
