import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { changedBy, notify, useLogError, useSession } from '@petfoster/platform';
import { EditScreenFrame, familiesApi, RequireRole, useWrite, useServerErrors } from '@petfoster/platform/screens';
import { paths, UI_MESSAGES } from '@petfoster/contracts';
import { useFamily } from '../features/profile/hooks/use-family';
import { FamilyEditFields } from '../features/profile/components/family-edit-fields';
import { familyEditPayload, familyEditValues, type FamilyEditValues } from '../features/profile/family-edit-values';

function FamilyEditProfile() {
  const { slugUser } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const { busy: submitting, run } = useWrite();
  const server = useServerErrors();
  const { data: family, error, isPending: loading } = useFamily(session.familyId);
  useLogError(error);
  const [values, setValues] = useState<FamilyEditValues | null>(null);
  const [image, setImage] = useState<string | null>(null);

  // The form starts from the profile once it has loaded; a later refetch does not overwrite what is being typed.
  if (family && values === null) setValues(familyEditValues(family));

  const userId = Number(slugUser) || Number(session.userId);

  const submit = () => {
    if (!values) return;
    void run(() => familiesApi.update(userId, familyEditPayload(values, image)), {
      invalidates: changedBy.familyProfile(session.familyId, session.userId),
      onSuccess: (updated) => {
        notify.success(UI_MESSAGES.familyEdited(updated?.user?.lastname ?? family?.user?.lastname ?? ''));
        navigate(paths.familyProfile(session.familyId ?? ''));
      },
      onError: async (error) => {
        // The SPEC toast, and the server's reasons where they belong (docs/behaviour.md).
        notify.error(UI_MESSAGES.familyEditFailed);
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
        <FamilyEditFields
          values={values}
          onChange={setValues}
          onImage={setImage}
          errors={server.errors.fields}
          currentImage={family?.url_thumbnail ?? family?.url_image ?? null}
        />
      ) : null}
    </EditScreenFrame>
  );
}

/** paths.familyEditProfile(':slugUser') (edit screens, docs/product.md#edit-screens), for the logged-in family only. */
export default function FamilyEditProfilePage() {
  return (
    <RequireRole role="family">
      <FamilyEditProfile />
    </RequireRole>
  );
}
