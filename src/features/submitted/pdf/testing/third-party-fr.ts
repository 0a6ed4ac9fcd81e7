/**
 * A third-party exclusion application as its snapshot holds it after submitting in French:
 * every section and row of "Check your answers", with the accented letters of French and the
 * š of Setswana names, a long description that wraps, and four attached pictures. Shared by
 * the PDF's test and `npm run bench`, so both make the same document.
 */
/* eslint-disable lingui/no-unlocalized-strings -- sample answers, already "translated" */
import type { Snapshot } from '../../../../journey/snapshot'
import type { PdfTexts } from '../texts'

const row = (path: string, label: string, ...lines: string[]) => ({
  path,
  id: path.replaceAll('.', '-'),
  label,
  lines,
})

const person = (base: string, name: string, id: string) => [
  row(`${base}.gender`, 'Genre', base === 'player' ? 'Homme' : 'Femme'),
  row(`${base}.ageRange`, 'Tranche d’âge', '35-44'),
  row(`${base}.district`, 'District', 'Sud-Est'),
  row(`${base}.location`, 'Ville ou village', 'Ramotswa'),
  row(`${base}.fullName`, 'Nom complet', name),
  row(`${base}.email`, 'Adresse e-mail', 'kgomotso.mothibi@example.bw'),
  row(`${base}.idNumber`, 'Numéro de carte d’identité ou de passeport', id),
  row(`${base}.contactPhone`, 'Numéro de téléphone', '+267 71 234 567'),
  row(`${base}.fax`, 'Fax', 'Non renseigné'),
  row(
    `${base}.residentialAddress`,
    'Adresse de résidence',
    'Parcelle 1234, Extension 9',
    'Ramotswa',
  ),
  row(`${base}.postalAddress`, 'Adresse postale', 'Boîte postale 501', 'Ramotswa'),
]

const DESCRIPTION = [
  'Depuis deux ans, mon époux passe ses soirées au casino et dépense presque tout son salaire.',
  'Il a emprunté de l’argent à sa famille sans le rembourser, et nos enfants n’ont plus de quoi',
  'payer l’école. Il reconnaît qu’il a un problème mais n’arrive pas à s’arrêter seul. Nous',
  'demandons qu’il soit exclu de tous les établissements de jeu pour protéger notre foyer, à',
  'l’été comme à l’hiver, et qu’il reçoive l’aide d’un conseiller.',
].join(' ')

export const THIRD_PARTY_FR: Snapshot = {
  reference: 'EX-7K3M9Q2P',
  title: 'Demander l’exclusion d’une autre personne',
  submittedAt: Date.UTC(2026, 10, 23, 9, 30),
  locale: 'fr',
  sections: [
    {
      stepId: 'applicant',
      title: 'À propos de vous',
      rows: person('applicant', 'Kgomotšo Aimée Mothibi', 'BW1234567'),
    },
    {
      stepId: 'player',
      title: 'La personne à exclure',
      rows: person('player', 'Thabo Lesego Mothibi', 'BW7654321'),
    },
    {
      stepId: 'relationship',
      title: 'Votre lien avec cette personne',
      rows: [row('relationship', 'Lien de parenté', 'Époux ou épouse')],
    },
    {
      stepId: 'facility',
      title: 'Établissement de jeu',
      rows: [row('gamblingFacility', 'Nom de l’établissement', 'Casino « Grand Palm », Gaborone')],
    },
    {
      stepId: 'reason',
      title: 'Motif et description',
      rows: [
        row('reason', 'Motif de la demande', 'Il dépense tout son salaire au jeu.'),
        row('description', 'Description de la situation', DESCRIPTION),
      ],
    },
    {
      stepId: 'legacy',
      title: 'Numéro de référence d’exclusion',
      rows: [
        row(
          'hadReferenceNumber',
          'Avez-vous déjà reçu un numéro de référence d’exclusion ?',
          'Non',
        ),
      ],
    },
    {
      stepId: 'files',
      title: 'Pièces jointes',
      rows: [
        row('idCopy', 'Copie de votre pièce d’identité', 'piece-identite-kgomotso.jpg'),
        row('picture', 'Votre photo', 'photo-kgomotso.jpg'),
        row(
          'playerIdCopy',
          'Copie de la pièce d’identité de la personne',
          'piece-identite-thabo.jpg',
        ),
        row('playerPicture', 'Photo de la personne', 'photo-thabo.jpg'),
        row('applicationForm', 'Formulaire de demande', 'Non renseigné'),
      ],
    },
    {
      stepId: 'confirm',
      title: 'Déclaration',
      rows: [row('confirmed', 'Je confirme que ces informations sont exactes', 'Oui')],
    },
  ],
  files: [
    'piece-identite-kgomotso.jpg',
    'photo-kgomotso.jpg',
    'piece-identite-thabo.jpg',
    'photo-thabo.jpg',
  ],
}

/** The fixed sentences as the French catalog has them, for an application delivered. */
export const TEXTS_FR: PdfTexts = {
  issuedBy: 'Délivré par',
  issuer: 'Portail d’auto-assistance de l’autorité nationale de régulation des jeux d’argent',
  title: 'Copie de votre demande',
  reference: 'Numéro de référence',
  sentLabel: 'Date d’envoi',
  sent: '23/11/2026 11:30',
  keepReference:
    'Conservez ce numéro de référence. Pour toute question sur cette demande, indiquez-le avec votre numéro de carte d’identité ou de passeport.',
  attachedFiles: 'Fichiers joints',
  none: 'Aucun',
}
