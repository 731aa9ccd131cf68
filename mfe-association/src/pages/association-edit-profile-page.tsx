import { useNavigate, useParams } from 'react-router-dom';
import { associationsApi, changedBy, notify, useLogError, useSession } from '@petfoster/platform';
import { EditScreenFrame, RequireAccess, useFormWrite } from '@petfoster/platform/screens';
import { paths, UI_MESSAGES } from '@petfoster/contracts';
import { associationUpdateSchema } from '@petfoster/contracts/schemas';
import { useAssociation } from '../features/dashboard/hooks/use-association';
import { AssociationEditFields } from '../features/profile/components/association-edit-fields';
import {
  associationEditPayload,
  associationEditValues,
  type AssociationEditValues,
} from '../features/profile/association-edit-values';

/** The form's values: the profile's fields and the image chosen, if any (a data URL). */
type FormValues = AssociationEditValues & { url_image?: string | null };

const toBody = (values: FormValues) => associationEditPayload(values, values.url_image ?? null);

function AssociationEditProfile() {
  const { slugUser } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const submit = useFormWrite();
  const { data: association, error, isPending: loading } = useAssociation(session.associationId);
  useLogError(error);

  const userId = Number(slugUser) || Number(session.userId);

  return (
    <EditScreenFrame<FormValues>
      loading={loading}
      loadFailed={Boolean(error)}
      schema={associationUpdateSchema}
      // The form starts from the profile once it has loaded; a later refetch does not overwrite what is being typed.
      initialValues={association ? associationEditValues(association) : undefined}
      toBody={toBody}
      onSubmit={(values) => {
        const payload = toBody(values);
        return submit(() => associationsApi.update(userId, payload), {
          // The SPEC toast; a 400's reasons go under their fields and above the buttons.
          failure: UI_MESSAGES.associationEditFailed,
          explained: [],
          showFailure: false,
          invalidates: changedBy.associationProfile(session.associationId),
          onSuccess: (updated) => {
            notify.success(UI_MESSAGES.associationEdited(updated?.name_association ?? payload.name_association));
            navigate(paths.associationProfile(session.associationId ?? ''));
          },
        });
      }}
    >
      <AssociationEditFields />
    </EditScreenFrame>
  );
}

/** /association/dashboard/edit-profile/:slugUser (edit screens, docs/product.md#edit-screens), for the logged-in association only. */
export default function AssociationEditProfilePage() {
  return (
    <RequireAccess action="association.update">
      <AssociationEditProfile />
    </RequireAccess>
  );
}
