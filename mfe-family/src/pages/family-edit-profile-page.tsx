import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { familiesApi, notify, useSession } from '@petfoster/platform';
import { UI_MESSAGES } from '@petfoster/contracts';
import { RequireRole } from '../shared-candidates/require-role';
import { EditScreenFrame } from '../shared-candidates/edit-screen-frame';
import { useLogError } from '../shared-candidates/use-log-error';
import { useFamily } from '../features/profile/hooks/use-family';
import { FamilyEditFields } from '../features/profile/components/family-edit-fields';
import { familyEditPayload, familyEditValues, type FamilyEditValues } from '../features/profile/family-edit-values';
import { useProcessing } from '../shared-candidates/use-processing';

function FamilyEditProfile() {
  const { slugUser } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const processing = useProcessing();
  const { data: family, error, loading } = useFamily(session.familyId);
  useLogError(error);
  const [values, setValues] = useState<FamilyEditValues | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (family) setValues(familyEditValues(family));
  }, [family]);

  const userId = Number(slugUser) || Number(session.userId);

  const submit = async () => {
    if (!values) return;
    setSubmitting(true);
    try {
      const updated = await processing(() => familiesApi.update(userId, familyEditPayload(values, image)));
      const lastname = updated?.user?.lastname ?? family?.user?.lastname ?? '';
      notify.success(UI_MESSAGES.familyEdited(lastname));
      navigate(`/familyprofile/${session.familyId}`);
    } catch (err) {
      console.error(err);
      notify.error(UI_MESSAGES.familyEditFailed);
      setSubmitting(false);
    }
  };

  return (
    <EditScreenFrame loading={loading || (!values && !error)} loadFailed={Boolean(error)} submitting={submitting} onSubmit={submit}>
      {values ? <FamilyEditFields values={values} onChange={setValues} onImage={setImage} /> : null}
    </EditScreenFrame>
  );
}

/** /families/dashboard/edit-profile/:slugUser (SPEC 2 edit screens), for the logged-in family only. */
export default function FamilyEditProfilePage() {
  return (
    <RequireRole role="family">
      <FamilyEditProfile />
    </RequireRole>
  );
}
