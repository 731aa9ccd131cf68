import { uiStyles as ui, useSession } from '@petfoster/platform';
import { RequireAccess } from '@petfoster/platform/screens';
import { WIDGET_TEXTS, widgetSnippet } from '@petfoster/contracts';
import { useCopy } from '../features/widget/hooks/use-copy';
import { useWidgetPreview } from '../features/widget/hooks/use-widget-preview';

function AssociationWidget() {
  const session = useSession();
  const associationId = Number(session.associationId);
  // The site's own address is PUBLIC_URL: the snippet loads the widget from where this page came from.
  const snippet = widgetSnippet(window.location.origin, associationId);
  const { copied, copy } = useCopy(snippet);
  const preview = useWidgetPreview(associationId);

  return (
    <section aria-labelledby="widget-title">
      <h1 id="widget-title">{WIDGET_TEXTS.title}</h1>
      <p>{WIDGET_TEXTS.intro}</p>
      <pre>
        <code>{snippet}</code>
      </pre>
      <button type="button" className={ui.button} onClick={copy}>
        {WIDGET_TEXTS.copy}
      </button>
      <p role="status">{copied ? WIDGET_TEXTS.copied : ''}</p>
      <p>{WIDGET_TEXTS.options}</p>
      <h2>{WIDGET_TEXTS.preview}</h2>
      <div ref={preview} />
    </section>
  );
}

/** paths.associationWidget: any member of the association (docs/public-api.md#widget). */
export default function AssociationWidgetPage() {
  return (
    <RequireAccess action="association.requests">
      <AssociationWidget />
    </RequireAccess>
  );
}
