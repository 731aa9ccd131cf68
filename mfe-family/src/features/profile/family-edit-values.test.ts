import { familyEditPayload, familyEditValues } from './family-edit-values';
import { makeFamily } from '@petfoster/platform/test-utils';

describe('familyEditValues', () => {
  it('prefills from the family, with owned animals as the edit option string', () => {
    expect(familyEditValues(makeFamily({ owned_animals: 3 }))).toEqual({
      description: 'Famille aimante',
      address: '1 rue des Lilas',
      city: 'Lyon',
      zip_code: '69001',
      phone_number: '0601020304',
      housing_type_id: '2',
      garden: true,
      owned_animals: '3',
      notifications_enabled: true,
      foster_species: [],
      available_from: '',
      available_until: '',
      capacity: '1',
      children_at_home: false,
      visible: false,
      accepts_urgent_appeals: true,
    });
  });

  it("caps owned animals at '5' (shown 5+) and blanks withheld contact fields", () => {
    const values = familyEditValues(makeFamily({ owned_animals: 9, address: undefined, phone_number: undefined }));
    expect(values.owned_animals).toBe('5');
    expect(values.address).toBe('');
    expect(values.phone_number).toBe('');
  });
});

describe('familyEditPayload', () => {
  const values = familyEditValues(makeFamily());

  it('keeps an image data URL intact (text rules must not touch base64)', () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo+onAb=';
    expect(familyEditPayload(values, dataUrl).url_image).toBe(dataUrl);
  });

  it('strips markup from the text fields', () => {
    expect(familyEditPayload({ ...values, description: '<b>Calme</b><script>x()</script>' }, null).description).toBe(
      'Calme',
    );
  });
});
