import { business } from "../config/business";
import { signature } from "./estimate-emails";
import type { EstimateLanguage } from "./estimates";

/**
 * What the customer reads about their job, in the estimate's language (English, Spanish, French):
 * its progress on the estimate's link, the Renovate Right acknowledgment asked there, the closeout
 * packet PDF and the review request e-mail. Dates arrive formatted by the caller.
 */

/** A job speaks its estimate's language. */
export type JobLanguage = EstimateLanguage;

type Progress = { start: string | null; end: string | null; workDone: string | null; closed: string | null };

const en = {
  progressHeading: "Your job",
  progress: {
    to_schedule: () => "Approved: we will call you to agree on the dates.",
    scheduled: (p: Progress) => `Scheduled from ${p.start} to ${p.end}.`,
    in_progress: (p: Progress) => `Work in progress since ${p.start}, planned to end ${p.end}.`,
    work_done: (p: Progress) => `The work was done on ${p.workDone}. We are completing the final paperwork.`,
    closed: (p: Progress) => `Finished: the job was closed on ${p.closed}.`,
    on_hold: () => "On hold for now. We will be in touch.",
    cancelled: () => "This job was cancelled.",
  },
  steps: ["Scheduled", "Work done", "Closed"],
  reached: "done",
  notYet: "not yet",
  packetLink: "Closeout packet (PDF)",
  packetPending: "Your closeout packet is being prepared. Please check again in a few minutes.",
  pamphlet: {
    heading: "Renovate Right pamphlet",
    intro: (start: string) =>
      `Work is planned to start on ${start}. Federal law asks us to give you the EPA pamphlet “Renovate Right” no more than 60 days before the work begins. Please read it and confirm that you received it.`,
    read: "Read the pamphlet (EPA)",
    confirm: "I received the Renovate Right pamphlet.",
    name: "Your full name",
    submit: "Confirm",
    thanks: (day: string) => `Thank you: your acknowledgment of ${day} is recorded.`,
    missing: "Tick the box and type your full name to confirm.",
  },
  packet: {
    title: "Closeout packet",
    job: "Job",
    estimate: "Estimate",
    customer: "Customer",
    site: "Site",
    started: "Work started",
    workDone: "Work done",
    closed: "Closed",
    scope: "Work done",
    records: "Compliance records and clearance results",
    noRecords: "No regulated work called for compliance records on this job.",
    reference: "Reference",
    waste: "Asbestos waste shipments",
    shipped: "Shipped",
    transporter: "Transporter",
    disposalSite: "Disposal site",
    recordNumber: "Record number",
    returned: "Signed copy returned",
    notReturned: "not yet",
    licences: "Licences and certifications",
    warranty: "Warranty",
    warrantyText:
      "We warrant our workmanship for two years from the day the job was closed: if anything we installed or repaired fails because of how it was done, we come back and put it right at no charge. Manufacturers' warranties on materials are passed on to you. Abatement work is warranted to have been done as the records in this packet show; it does not cover material that was not part of the work. Keep this packet: buyers, insurers and inspectors may ask for it.",
    page: (page: number, count: number) => `Page ${page} of ${count}`,
  },
  reviewEmail: (mail: { customerName: string; number: string; reviewUrl: string }) => ({
    subject: `How did we do? (${mail.number})`,
    text: `Hello ${mail.customerName},

Thank you for choosing ${business.shortName} for job ${mail.number}. If you have a minute, a short review helps our neighbours find a contractor they can trust:
${mail.reviewUrl}

If anything is not right, reply to this e-mail or call us and we will fix it.

${signature}`,
  }),
};

type JobTexts = typeof en;

const es: JobTexts = {
  progressHeading: "Su trabajo",
  progress: {
    to_schedule: () => "Aprobado: le llamaremos para acordar las fechas.",
    scheduled: (p) => `Programado del ${p.start} al ${p.end}.`,
    in_progress: (p) => `Trabajo en curso desde el ${p.start}, con fin previsto el ${p.end}.`,
    work_done: (p) => `El trabajo se terminó el ${p.workDone}. Estamos completando la documentación final.`,
    closed: (p) => `Terminado: el trabajo se cerró el ${p.closed}.`,
    on_hold: () => "En pausa por ahora. Nos pondremos en contacto con usted.",
    cancelled: () => "Este trabajo fue cancelado.",
  },
  steps: ["Programado", "Trabajo terminado", "Cerrado"],
  reached: "hecho",
  notYet: "todavía no",
  packetLink: "Expediente de cierre (PDF)",
  packetPending: "Estamos preparando su expediente de cierre. Vuelva a consultar en unos minutos.",
  pamphlet: {
    heading: "Folleto «Renovate Right»",
    intro: (start) =>
      `El trabajo está previsto para comenzar el ${start}. La ley federal nos pide entregarle el folleto de la EPA «Renovate Right» no más de 60 días antes del comienzo. Léalo y confirme que lo recibió.`,
    read: "Leer el folleto (EPA)",
    confirm: "Recibí el folleto «Renovate Right».",
    name: "Su nombre completo",
    submit: "Confirmar",
    thanks: (day) => `Gracias: su confirmación del ${day} quedó registrada.`,
    missing: "Marque la casilla y escriba su nombre completo para confirmar.",
  },
  packet: {
    title: "Expediente de cierre",
    job: "Trabajo",
    estimate: "Presupuesto",
    customer: "Cliente",
    site: "Lugar",
    started: "Inicio del trabajo",
    workDone: "Trabajo terminado",
    closed: "Cierre",
    scope: "Trabajo realizado",
    records: "Registros de cumplimiento y resultados de liberación",
    noRecords: "Ningún trabajo regulado requirió registros de cumplimiento en este trabajo.",
    reference: "Referencia",
    waste: "Envíos de residuos de asbesto",
    shipped: "Enviado",
    transporter: "Transportista",
    disposalSite: "Sitio de disposición",
    recordNumber: "Número de registro",
    returned: "Copia firmada devuelta",
    notReturned: "todavía no",
    licences: "Licencias y certificaciones",
    warranty: "Garantía",
    warrantyText:
      "Garantizamos nuestra mano de obra durante dos años desde el día en que se cerró el trabajo: si algo que instalamos o reparamos falla por cómo se hizo, volvemos y lo corregimos sin costo. Las garantías de los fabricantes sobre los materiales se le transfieren. El trabajo de reducción se garantiza como realizado según muestran los registros de este expediente; no cubre material que no formó parte del trabajo. Conserve este expediente: compradores, aseguradoras e inspectores pueden pedirlo.",
    page: (page, count) => `Página ${page} de ${count}`,
  },
  reviewEmail: (mail) => ({
    subject: `¿Qué tal lo hicimos? (${mail.number})`,
    text: `Hola, ${mail.customerName}:

Gracias por elegir a ${business.shortName} para el trabajo ${mail.number}. Si tiene un minuto, una breve reseña ayuda a sus vecinos a encontrar un contratista de confianza:
${mail.reviewUrl}

Si algo no está bien, responda a este correo o llámenos y lo arreglaremos.

${signature}`,
  }),
};

const fr: JobTexts = {
  progressHeading: "Vos travaux",
  progress: {
    to_schedule: () => "Approuvé : nous vous appellerons pour convenir des dates.",
    scheduled: (p) => `Prévus du ${p.start} au ${p.end}.`,
    in_progress: (p) => `Travaux en cours depuis le ${p.start}, fin prévue le ${p.end}.`,
    work_done: (p) => `Les travaux ont été terminés le ${p.workDone}. Nous finalisons les documents.`,
    closed: (p) => `Terminé : le dossier a été clos le ${p.closed}.`,
    on_hold: () => "En attente pour le moment. Nous vous recontacterons.",
    cancelled: () => "Ces travaux ont été annulés.",
  },
  steps: ["Planifiés", "Travaux terminés", "Clos"],
  reached: "fait",
  notYet: "pas encore",
  packetLink: "Dossier de clôture (PDF)",
  packetPending: "Votre dossier de clôture est en préparation. Revenez dans quelques minutes.",
  pamphlet: {
    heading: "Brochure « Renovate Right »",
    intro: (start) =>
      `Les travaux doivent commencer le ${start}. La loi fédérale nous demande de vous remettre la brochure de l’EPA « Renovate Right » au plus 60 jours avant le début des travaux. Lisez-la et confirmez l’avoir reçue.`,
    read: "Lire la brochure (EPA)",
    confirm: "J’ai reçu la brochure « Renovate Right ».",
    name: "Votre nom complet",
    submit: "Confirmer",
    thanks: (day) => `Merci : votre confirmation du ${day} est enregistrée.`,
    missing: "Cochez la case et tapez votre nom complet pour confirmer.",
  },
  packet: {
    title: "Dossier de clôture",
    job: "Travaux",
    estimate: "Devis",
    customer: "Client",
    site: "Adresse des travaux",
    started: "Début des travaux",
    workDone: "Travaux terminés",
    closed: "Clôture",
    scope: "Travaux réalisés",
    records: "Registres de conformité et résultats de libération",
    noRecords: "Aucun travail réglementé n’a exigé de registre de conformité pour ces travaux.",
    reference: "Référence",
    waste: "Expéditions de déchets d’amiante",
    shipped: "Expédié",
    transporter: "Transporteur",
    disposalSite: "Site d’élimination",
    recordNumber: "Numéro du bordereau",
    returned: "Copie signée reçue",
    notReturned: "pas encore",
    licences: "Licences et certifications",
    warranty: "Garantie",
    warrantyText:
      "Nous garantissons notre main-d’œuvre pendant deux ans à compter de la clôture du dossier : si un élément que nous avons posé ou réparé fait défaut à cause de notre travail, nous revenons le corriger sans frais. Les garanties des fabricants sur les matériaux vous sont transmises. Les travaux de désamiantage sont garantis réalisés comme l’indiquent les registres de ce dossier ; la garantie ne couvre pas les matériaux qui ne faisaient pas partie des travaux. Conservez ce dossier : acheteurs, assureurs et inspecteurs peuvent le demander.",
    page: (page, count) => `Page ${page} sur ${count}`,
  },
  reviewEmail: (mail) => ({
    subject: `Votre avis compte (${mail.number})`,
    text: `Bonjour ${mail.customerName},

Merci d’avoir choisi ${business.shortName} pour les travaux ${mail.number}. Si vous avez une minute, un court avis aide vos voisins à trouver un entrepreneur de confiance :
${mail.reviewUrl}

Si quelque chose ne va pas, répondez à ce courriel ou appelez-nous et nous corrigerons la situation.

${signature}`,
  }),
};

export const jobTexts: Record<JobLanguage, JobTexts> = { en, es, fr };

/** Where the EPA publishes the Renovate Right pamphlet. */
export const renovateRightUrl =
  "https://www.epa.gov/lead/renovate-right-important-lead-hazard-information-families-child-care-providers-and-schools";
