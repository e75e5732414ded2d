import { formatDate, t } from '@storefront/ui-shared';
import { type ContentSlug, contentPageQuery, useLocale } from '@storefront/ui-shared/react';
import { RichText } from '@storefront/ui-shared/rich-text';
import { useQuery } from '@tanstack/react-query';
import Collapse from 'antd/es/collapse';
import { useAppServices } from '../app/services';
import { ContentLoadFailed, TextSkeleton } from './ContentStates';
import './content.css';

/** Help (with its FAQ), about or legal: the server's text in the visitor's language. */
export function ContentPageScreen({ slug }: { slug: ContentSlug }) {
  const locale = useLocale();
  const { api } = useAppServices();
  const query = useQuery(contentPageQuery(api, locale, slug));
  const page = query.data;
  return (
    <article className="pc-page pc-content" data-page={slug}>
      {page ? (
        <>
          <header className="pc-content__head">
            <h1 className="pc-page__title">{page.title}</h1>
            <p className="pc-content__updated">
              {t(locale, 'content.page.updated', { date: formatDate(page.updatedAt, locale) })}
            </p>
          </header>
          <RichText className="pc-rich-text" html={page.body} />
          {page.faqs.length > 0 && (
            <section className="pc-faq" aria-labelledby="faq-title">
              <h2 className="pc-faq__title" id="faq-title">
                {t(locale, 'content.help.faq')}
              </h2>
              <Collapse
                className="pc-faq__list"
                data-testid="faq"
                items={page.faqs.map((faq, index) => ({
                  key: String(index),
                  label: faq.question,
                  children: <p className="pc-faq__answer">{faq.answer}</p>,
                }))}
              />
            </section>
          )}
        </>
      ) : query.isError ? (
        <ContentLoadFailed message="content.page.loadFailed" onRetry={() => void query.refetch()} />
      ) : (
        <TextSkeleton />
      )}
    </article>
  );
}
