import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { associationsApi, changedBy, notify, useLogError, useSession } from '@petfoster/platform';
import { EditScreenFrame, RequireRole, useWrite, useServerErrors } from '@petfoster/platform/screens';
import { paths, UI_MESSAGES } from '@petfoster/contracts';
import { useAssociation } from '../features/dashboard/hooks/use-association';
import { AssociationEditFields } from '../features/profile/components/association-edit-fields';
import {
  associationEditPayload,
  associationEditValues,
  type AssociationEditValues,
} from '../features/profile/association-edit-values';

function AssociationEditProfile() {
  const { slugUser } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const { busy: submitting, run } = useWrite();
  const server = useServerErrors();
  const { data: association, error, isPending: loading } = useAssociation(session.associationId);
  useLogError(error);
  const [values, setValues] = useState<AssociationEditValues | null>(null);
  const [image, setImage] = useState<string | null>(null);

  // The form starts from the profile once it has loaded; a later refetch does not overwrite what is being typed.
  if (association && values === null) setValues(associationEditValues(association));

  const userId = Number(slugUser) || Number(session.userId);

  const submit = () => {
    if (!values) return;
    const payload = associationEditPayload(values, image);
    void run(() => associationsApi.update(userId, payload), {
      invalidates: changedBy.associationProfile(session.associationId),
      onSuccess: (updated) => {
        notify.success(UI_MESSAGES.associationEdited(updated?.name_association ?? payload.name_association));
        navigate(paths.associationProfile(session.associationId ?? ''));
      },
      onError: async (error) => {
        // The SPEC toast, and the server's reasons where they belong (docs/behaviour.md).
        notify.error(UI_MESSAGES.associationEditFailed);
        await server.capture(error);
      },
    });
  };

  return (
    <EditScreenFrame
      loading={loading || (!values && !error)}
      loadFailed={Boolean(error)}
      submitting={submitting}
      errors={server.errors.general}
      onSubmit={submit}
    >
      {values ? (
        <AssociationEditFields values={values} onChange={setValues} onImage={setImage} errors={server.errors.fields} />
      ) : null}
    </EditScreenFrame>
  );
}

/** /association/dashboard/edit-profile/:slugUser (edit screens, docs/product.md#edit-screens), for the logged-in association only. */
export default function AssociationEditProfilePage() {
  return (
    <RequireRole role="association">
      <AssociationEditProfile />
    </RequireRole>
  );
}
