import { business } from "../config/business";

/** The e-mails a customer gets about an estimate, in the estimate's language. Plain text: every mail client shows it. */

type EstimateMail = { number: string; customerName: string; link: string; expiresOn: string; total: string };

/** How every e-mail to a customer ends (the job e-mails too). */
export const signature = `${business.name}\n${business.phone.display} · ${business.email}\n${business.siteUrl}`;

export const estimateEmails = {
  en: {
    estimate: (mail: EstimateMail) => ({
      subject: `Your estimate ${mail.number} from ${business.shortName}`,
      text: `Hello ${mail.customerName},

Your estimate ${mail.number} is ready (${mail.total}). Read it, choose any options and approve it online:
${mail.link}

It is open until the end of ${mail.expiresOn}. The PDF is attached. Questions? Reply to this e-mail or call us.

${signature}`,
    }),
    reminder: (mail: EstimateMail) => ({
      subject: `Reminder: your estimate ${mail.number}`,
      text: `Hello ${mail.customerName},

A quick reminder about your estimate ${mail.number} (${mail.total}). You can read it and approve it here:
${mail.link}

It is open until the end of ${mail.expiresOn}. If anything should change, use "Ask for changes" on that page or call us.

${signature}`,
    }),
    signedCopy: (mail: EstimateMail) => ({
      subject: `Your signed estimate ${mail.number}`,
      text: `Hello ${mail.customerName},

Thank you for approving estimate ${mail.number} (${mail.total}). Your signed copy is attached, and it stays available here:
${mail.link}

We will call you to schedule the work.

${signature}`,
    }),
    link: (mail: EstimateMail) => ({
      subject: `Your link to estimate ${mail.number}`,
      text: `Hello ${mail.customerName},

Here is your new link to estimate ${mail.number}. Any earlier link no longer works:
${mail.link}

Questions? Reply to this e-mail or call us.

${signature}`,
    }),
  },
  es: {
    estimate: (mail: EstimateMail) => ({
      subject: `Su presupuesto ${mail.number} de ${business.shortName}`,
      text: `Hola ${mail.customerName}:

Su presupuesto ${mail.number} está listo (${mail.total}). Léalo, elija las opciones que desee y apruébelo en línea:
${mail.link}

Es válido hasta el final del ${mail.expiresOn}. Adjuntamos el PDF. ¿Preguntas? Responda a este correo o llámenos.

${signature}`,
    }),
    reminder: (mail: EstimateMail) => ({
      subject: `Recordatorio: su presupuesto ${mail.number}`,
      text: `Hola ${mail.customerName}:

Le recordamos su presupuesto ${mail.number} (${mail.total}). Puede leerlo y aprobarlo aquí:
${mail.link}

Es válido hasta el final del ${mail.expiresOn}. Si desea algún cambio, use "Pedir cambios" en esa página o llámenos.

${signature}`,
    }),
    signedCopy: (mail: EstimateMail) => ({
      subject: `Su presupuesto firmado ${mail.number}`,
      text: `Hola ${mail.customerName}:

Gracias por aprobar el presupuesto ${mail.number} (${mail.total}). Adjuntamos su copia firmada, que también está disponible aquí:
${mail.link}

Le llamaremos para programar el trabajo.

${signature}`,
    }),
    link: (mail: EstimateMail) => ({
      subject: `Su enlace al presupuesto ${mail.number}`,
      text: `Hola ${mail.customerName}:

Este es su nuevo enlace al presupuesto ${mail.number}. Los enlaces anteriores ya no funcionan:
${mail.link}

¿Preguntas? Responda a este correo o llámenos.

${signature}`,
    }),
  },
  fr: {
    estimate: (mail: EstimateMail) => ({
      subject: `Votre devis ${mail.number} de ${business.shortName}`,
      text: `Bonjour ${mail.customerName},

Votre devis ${mail.number} est prêt (${mail.total}). Consultez-le, choisissez vos options et approuvez-le en ligne :
${mail.link}

Il est valable jusqu'à la fin du ${mail.expiresOn}. Le PDF est joint. Des questions ? Répondez à cet e-mail ou appelez-nous.

${signature}`,
    }),
    reminder: (mail: EstimateMail) => ({
      subject: `Rappel : votre devis ${mail.number}`,
      text: `Bonjour ${mail.customerName},

Petit rappel concernant votre devis ${mail.number} (${mail.total}). Vous pouvez le consulter et l'approuver ici :
${mail.link}

Il est valable jusqu'à la fin du ${mail.expiresOn}. Pour toute modification, utilisez « Demander des modifications » sur cette page ou appelez-nous.

${signature}`,
    }),
    signedCopy: (mail: EstimateMail) => ({
      subject: `Votre devis signé ${mail.number}`,
      text: `Bonjour ${mail.customerName},

Merci d'avoir approuvé le devis ${mail.number} (${mail.total}). Votre copie signée est jointe et reste disponible ici :
${mail.link}

Nous vous appellerons pour planifier les travaux.

${signature}`,
    }),
    link: (mail: EstimateMail) => ({
      subject: `Votre lien vers le devis ${mail.number}`,
      text: `Bonjour ${mail.customerName},

Voici votre nouveau lien vers le devis ${mail.number}. Les liens précédents ne fonctionnent plus\u00a0:
${mail.link}

Des questions\u00a0? Répondez à ce courriel ou appelez-nous.

${signature}`,
    }),
  },
} as const;
