/**
 * The `footer` widget: the server's footer content, the messaging link for the chat number
 * (the page config's number wins), and the copyright with the current year.
 */
import { getConfig } from '@yuno/core';
import { useApi } from '@yuno/runtime';
import { Skeleton } from '@yuno/ui';
import { RetryMessage } from '../shared/RetryMessage';
import { chatHref, copyrightText } from './footerLinks';
import { readFooter } from './footerModel';

export const FOOTER_TEXT = {
  chat: 'Chat with us',
  owner: 'Yuno Learning',
  loading: 'Loading the footer…',
  failed: "The footer links couldn't be loaded.",
} as const;

export function Footer() {
  const config = getConfig();
  const { data, error, isLoading, mutate } = useApi<unknown>(['footer']);
  const view = readFooter(data?.data, config.siteHost);
  const chat = chatHref(config.chatNumber || view.chatPhone);
  const year = new Date().getFullYear();
  return (
    <footer className="yuno-footer">
      <div className="yuno-footer__inner">
        {isLoading ? (
          <div className="yuno-footer__columns" role="status">
            <span className="yuno-visually-hidden">{FOOTER_TEXT.loading}</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={120} />
            ))}
          </div>
        ) : error && view.columns.length === 0 ? (
          <RetryMessage message={FOOTER_TEXT.failed} onRetry={() => void mutate()} />
        ) : (
          <div className="yuno-footer__columns">
            {view.columns.map((column, index) => {
              const id = `yuno-footer-col-${index}`;
              return (
                <nav key={id} className="yuno-footer__column" aria-labelledby={id}>
                  <h2 id={id} className="yuno-footer__title">
                    {column.title}
                  </h2>
                  <ul className="yuno-footer__links">
                    {column.links.map((link) => (
                      <li key={`${link.label}-${link.href}`}>
                        <a className="yuno-footer__link" href={link.href}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              );
            })}
          </div>
        )}
        <div className="yuno-footer__bottom">
          <p className="yuno-footer__copyright">{copyrightText(year, view.owner || FOOTER_TEXT.owner)}</p>
          <ul className="yuno-footer__contact">
            {chat ? (
              <li>
                <a className="yuno-footer__link" href={chat} target="_blank" rel="noopener noreferrer">
                  {view.chatLabel || FOOTER_TEXT.chat}
                </a>
              </li>
            ) : null}
            {view.social.map((link) => (
              <li key={link.href}>
                <a className="yuno-footer__link" href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
