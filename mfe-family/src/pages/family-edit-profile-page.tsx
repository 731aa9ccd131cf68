import { useNavigate, useParams } from 'react-router-dom';
import { changedBy, notify, useLogError, useSession } from '@petfoster/platform';
import { EditScreenFrame, familiesApi, RequireAccess, useFormWrite } from '@petfoster/platform/screens';
import { paths, UI_MESSAGES } from '@petfoster/contracts';
import { familyUpdateSchema } from '@petfoster/contracts/schemas';
import { useFamily } from '../features/profile/hooks/use-family';
import { FamilyEditFields } from '../features/profile/components/family-edit-fields';
import { familyEditPayload, familyEditValues, type FamilyEditValues } from '../features/profile/family-edit-values';

/** The form's values: the profile's fields and the image chosen, if any (a data URL). */
type FormValues = FamilyEditValues & { url_image?: string | null };

const toBody = (values: FormValues) => familyEditPayload(values, values.url_image ?? null);

function FamilyEditProfile() {
  const { slugUser } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const submit = useFormWrite();
  const { data: family, error, isPending: loading } = useFamily(session.familyId);
  useLogError(error);

  const userId = Number(slugUser) || Number(session.userId);

  return (
    <EditScreenFrame<FormValues>
      loading={loading}
      loadFailed={Boolean(error)}
      schema={familyUpdateSchema}
      // The form starts from the profile once it has loaded; a later refetch does not overwrite what is being typed.
      initialValues={family ? familyEditValues(family) : undefined}
      toBody={toBody}
      onSubmit={(values) =>
        submit(() => familiesApi.update(userId, toBody(values)), {
          // The SPEC toast; a 400's reasons go under their fields and above the buttons.
          failure: UI_MESSAGES.familyEditFailed,
          explained: [],
          showFailure: false,
          invalidates: changedBy.familyProfile(session.familyId, session.userId),
          onSuccess: (updated) => {
            notify.success(UI_MESSAGES.familyEdited(updated?.user?.lastname ?? family?.user?.lastname ?? ''));
            navigate(paths.familyProfile(session.familyId ?? ''));
          },
        })
      }
    >
      <FamilyEditFields currentImage={family?.url_thumbnail ?? family?.url_image ?? null} />
    </EditScreenFrame>
  );
}

/** paths.familyEditProfile(':slugUser') (edit screens, docs/product.md#edit-screens), for the logged-in family only. */
export default function FamilyEditProfilePage() {
  return (
    <RequireAccess action="family.update">
      <FamilyEditProfile />
    </RequireAccess>
  );
}
