import { texts } from './define';

/** The Transmission Log: every interchange sent to customs, its state with the partner, its X12 documents. */
export const transmissionLogTexts = texts(
  {
    view: 'View',
    purposeOriginal: 'Original',
    purposeReplacement: 'Replacement',
    transmissionOf: 'ASN {{asn}}, transmission {{id}}',
    sent856: 'X12 856 as sent',
    partner997: "The partner's 997",
    no997: 'No 997 has come for this interchange.',
    noDocument: 'No document was kept for this transmission.',
  },
  {
    view: 'Ver',
    purposeOriginal: 'Original',
    purposeReplacement: 'Reemplazo',
    transmissionOf: 'ASN {{asn}}, transmisión {{id}}',
    sent856: 'X12 856 tal como se envió',
    partner997: 'El 997 del socio comercial',
    no997: 'No ha llegado un 997 para este intercambio.',
    noDocument: 'No se guardó un documento de esta transmisión.',
  },
);
