import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { associationsApi, notify, useSession } from '@petfoster/platform';
import { UI_MESSAGES } from '@petfoster/contracts';
import { EditScreenFrame, RequireRole, useLogError, useProcessing } from '../shared';
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
  const processing = useProcessing();
  const { data: association, error, loading } = useAssociation(session.associationId);
  useLogError(error);
  const [values, setValues] = useState<AssociationEditValues | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (association) setValues(associationEditValues(association));
  }, [association]);

  const userId = Number(slugUser) || Number(session.userId);

  const submit = async () => {
    if (!values) return;
    setSubmitting(true);
    const payload = associationEditPayload(values, image);
    try {
      const updated = await processing(() => associationsApi.update(userId, payload));
      notify.success(UI_MESSAGES.associationEdited(updated?.name_association ?? payload.name_association));
      navigate(`/associationprofile/${session.associationId}`);
    } catch (err) {
      console.error(err);
      notify.error(UI_MESSAGES.associationEditFailed);
      setSubmitting(false);
    }
  };

  return (
    <EditScreenFrame loading={loading || (!values && !error)} loadFailed={Boolean(error)} submitting={submitting} onSubmit={submit}>
      {values ? <AssociationEditFields values={values} onChange={setValues} onImage={setImage} /> : null}
    </EditScreenFrame>
  );
}

/** /association/dashboard/edit-profile/:slugUser (SPEC 2 edit screens), for the logged-in association only. */
export default function AssociationEditProfilePage() {
  return (
    <RequireRole role="association">
      <AssociationEditProfile />
    </RequireRole>
  );
}
