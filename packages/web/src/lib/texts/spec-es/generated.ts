/**
 * The messages contracts build around a field's label or a limit (grid/entity.ts, demand's and
 * input safety's helpers); the label in `{1}` is translated too.
 */
export const generatedEs: Record<string, string> = {
  '{1} is required': 'El campo {1} es obligatorio',
  '{1} must be at most {2} characters': 'El campo {1} debe tener como máximo {2} caracteres',
  'The field {1} must be between {2} and {3}': 'El campo {1} debe estar entre {2} y {3}',
  '{1} must be between {2} and {3}': 'El campo {1} debe estar entre {2} y {3}',
  '{1} must be a number': 'El campo {1} debe ser un número',
  '{1} must not contain control characters': 'El campo {1} no debe contener caracteres de control',
  'must not contain control characters': 'no debe contener caracteres de control',
  "{1} must not be '.' or '..'": "El campo {1} no debe ser '.' ni '..'",
  "{1} must not contain * ~ > or ^ (they separate an ASN's values)":
    'El campo {1} no debe contener * ~ > ni ^ (separan los valores de un ASN)',
  "Input must not contain the key '{1}'": "La entrada no debe contener la clave '{1}'",
};
