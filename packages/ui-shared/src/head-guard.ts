import { RELOAD_GUARD_KEY_PREFIX, RELOAD_GUARD_WINDOW_MS } from './reload-guard';

/**
 * The page's first script (`renderDocument` puts it in `<head>` with `data-asset-prefix`): when an
 * entry script, stylesheet or module preload under the app's asset prefix fails to load (usually a
 * rolling deploy: an instance of another build answered), it reloads the page, at most once per
 * window per path, with the same `sessionStorage` entry as the chunk reload guard
 * (`createReloadGuard`), so the two never reload twice between them. It must run before any
 * module loads, so it is inline, hand-written ES5 whose exact text the gateway's CSP allows by
 * hash (`script-src 'sha256-...'`): change it and the hash follows, the nginx example too.
 */
export const HEAD_GUARD_SCRIPT = `(function(){var s=document.currentScript,p=s&&s.getAttribute("data-asset-prefix");if(!p)return;var base=new URL(p,location.href).href;document.addEventListener("error",function(e){var t=e.target,u="";if(t instanceof HTMLScriptElement)u=t.src;else if(t instanceof HTMLLinkElement&&/(^|\\s)(stylesheet|modulepreload)(\\s|$)/i.test(t.rel))u=t.href;if(!u||u.indexOf(base)!==0)return;var k=${JSON.stringify(RELOAD_GUARD_KEY_PREFIX)}+location.pathname,n=Date.now();try{var l=Number(sessionStorage.getItem(k));if(l&&n>=l&&n-l<${RELOAD_GUARD_WINDOW_MS})return;sessionStorage.setItem(k,String(n))}catch(x){return}location.reload()},true)})()`;
