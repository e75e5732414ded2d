import { formatDate, t } from '@storefront/ui-shared';
import { type ContentSlug, contentPageQuery, useLocale } from '@storefront/ui-shared/react';
import { RichText } from '@storefront/ui-shared/rich-text';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { ContentLoadFailed, TextSkeleton } from './ContentStates';
import './content.css';

/** Help (with its FAQ), about or legal: the server's text in the visitor's language. */
export function ContentPageScreen({ slug }: { slug: ContentSlug }) {
  const locale = useLocale();
  const { api } = useAppServices();
  const query = useQuery(contentPageQuery(api, locale, slug));
  const page = query.data;
  if (!page) {
    return query.isError ? (
      <ContentLoadFailed
        locale={locale}
        message="content.page.loadFailed"
        onRetry={() => void query.refetch()}
      />
    ) : (
      <section className="content-screen">
        <TextSkeleton />
      </section>
    );
  }
  return (
    <article className="content-screen" data-page={slug}>
      <h2 className="content-screen__title">{page.title}</h2>
      <p className="content-screen__updated">
        {t(locale, 'content.page.updated', { date: formatDate(page.updatedAt, locale) })}
      </p>
      <RichText className="rich-text" html={page.body} />
      {page.faqs.length > 0 && (
        <section className="faq" aria-labelledby="faq-title" data-testid="faq">
          <h2 className="faq__title" id="faq-title">
            {t(locale, 'content.help.faq')}
          </h2>
          {/* Native disclosure widgets: announced as expandable, usable with a keyboard and before
              hydration; react-vant's Collapse sets no aria-expanded and is not focusable. */}
          <div className="faq__list">
            {page.faqs.map((faq) => (
              <details key={faq.question} className="faq__item" name="faq">
                <summary className="faq__question">{faq.question}</summary>
                <p className="faq__answer">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
