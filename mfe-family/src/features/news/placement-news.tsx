import { useId, useState } from 'react';
import { NEWS_LIMITS, NEWS_MESSAGES as M, PLACEMENT_STATUSES, type Placement } from '@petfoster/contracts';
import { postNewsSchema } from '@petfoster/contracts/schemas';
import { notify, uiStyles as ui, useQuery } from '@petfoster/platform';
import {
  FORM_ERROR,
  imageBodyProblem,
  ImageInput,
  NewsList,
  newsApi,
  placementNewsQueryKey,
  SchemaForm,
  SubmitButton,
  TextareaField,
  useFormWrite,
  useWrite,
} from '@petfoster/platform/screens';

interface ComposerValues {
  body: string;
}

/** 'Donner des nouvelles': the text and up to 5 photos, each through the image input's checks. */
function NewsComposer({ placementId }: { placementId: number }) {
  const submit = useFormWrite();
  // A new form (its text and photos empty) after each piece sent.
  const [round, setRound] = useState(0);
  const [photos, setPhotos] = useState<Array<string | null>>([null]);
  const formId = `news-${placementId}-${round}`;
  const images = photos.filter((photo): photo is string => photo !== null);
  const toBody = ({ body }: ComposerValues) => ({ body: body ?? '', images });
  const choose = (index: number) => (dataUrl: string | null) =>
    setPhotos((current) => {
      const next = current.map((photo, i) => (i === index ? dataUrl : photo));
      // One more picker while fewer than the limit are chosen.
      if (!next.includes(null) && next.length < NEWS_LIMITS.imagesMax) next.push(null);
      return next;
    });
  return (
    <SchemaForm<ComposerValues>
      key={round}
      id={formId}
      schema={postNewsSchema}
      toBody={toBody}
      initialValues={{ body: '' }}
      onSubmit={(values) => {
        // Photos too heavy together even once made smaller: said now, not as a 413 after the whole upload.
        const tooLarge = imageBodyProblem(toBody(values));
        if (tooLarge) return { [FORM_ERROR]: tooLarge };
        return submit(() => newsApi.post(placementId, toBody(values)), {
          failure: 'Les nouvelles n’ont pas pu être envoyées. Réessayez.',
          toastRefusal: false,
          invalidates: [placementNewsQueryKey(placementId)],
          onSuccess: () => {
            setPhotos([null]);
            setRound((value) => value + 1);
            notify.success('Nouvelles envoyées à l’association.');
          },
        });
      }}
      actions={
        <div className={ui.actions}>
          <SubmitButton label={M.send} busyLabel="Envoi…" className={ui.primary} />
        </div>
      }
    >
      <TextareaField
        formId={formId}
        name="body"
        label={M.write}
        hint={M.placeholder}
        maxLength={NEWS_LIMITS.bodyMax}
        required
      />
      {photos.map((_, index) => (
        <ImageInput
          key={index}
          id={`${formId}-photo-${index}`}
          name={`photo-${index}`}
          label={`Photo ${index + 1} (facultative)`}
          onChange={choose(index)}
        />
      ))}
    </SchemaForm>
  );
}

/**
 * The news of a placement on the family's page (docs/product.md#placement-news): the composer while 'En cours', then
 * its news, newest first, each with 'Supprimer'.
 */
export function PlacementNewsSection({ placement }: { placement: Placement }) {
  const titleId = useId();
  const { data: news, isError } = useQuery({
    queryKey: placementNewsQueryKey(placement.id),
    queryFn: () => newsApi.list(placement.id),
  });
  const { busy, run } = useWrite();
  const remove = (id: number) =>
    run(() => newsApi.remove(id), {
      invalidates: [placementNewsQueryKey(placement.id)],
      onSuccess: () => notify.success('Nouvelles supprimées.'),
      onError: () => notify.error('Les nouvelles n’ont pas pu être supprimées. Réessayez.'),
    });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{M.title}</h2>
      {placement.status === PLACEMENT_STATUSES.active ? <NewsComposer placementId={placement.id} /> : null}
      <NewsList
        news={news}
        isError={isError}
        actionOf={(one) =>
          one.mine ? (
            <button type="button" className={ui.button} disabled={busy} onClick={() => void remove(one.id)}>
              {M.delete}
            </button>
          ) : null
        }
      />
    </section>
  );
}
