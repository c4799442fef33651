import { business, fullAddress } from "../config/business";
import { pagesSeenKept, sourcesStorageKey, touchLifetimeMs } from "../lib/touches";
import type { LegalPage } from "./types";

const updated = "2026-11-27";
const contactLine = `${business.name}, ${fullAddress}. Email ${business.email} or call ${business.phone.display}.`;
const analyticsEnabled = business.ga4MeasurementId !== "";
const sourceDays = touchLifetimeMs / 86_400_000;

export const privacyPolicy: LegalPage = {
  title: "Privacy Policy",
  summary: `What personal information ${business.name} collects through this website, why we collect it, who can see it, how long we keep it, and how to ask us to delete it.`,
  updated,
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `This website is operated by ${business.name} ("we", "us"), an environmental remediation and construction contractor based in ${business.address.city}, ${business.address.state}. This policy explains how we handle the information you give us through the website: the quote request forms, the chat assistant, and ordinary browsing. It does not cover information you give us in person, on a job site or in a signed contract; those are covered by the contract itself.`,
      ],
    },
    {
      heading: "Information you give us",
      paragraphs: [
        "When you request a quote on the contact page, through the form on the home page, or through the embedded quote widget, we collect the information you type in and the files you attach:",
      ],
      bullets: [
        "Your name, email address and, if you give it, phone number",
        "The service you are interested in, your timeline and your description of the project",
        "The property address, city, state, ZIP code and property type",
        "Photos you upload of the property or the problem, such as a stain, a damaged material or a roof",
      ],
    },
    {
      heading: "The chat assistant",
      paragraphs: [
        "The chat assistant asks for your name, phone number, address and, optionally, your email, then the service you need and whether you have a photo. We receive the details and answers you give and any photo you send, and pass them to our staff as a lead. The conversation itself, and the language you choose for it, are kept in your browser so the chat can continue if you reload the page.",
        "If the assistant uses an artificial-intelligence service to phrase its replies, the text of the conversation is sent through our server to that provider only to generate the next reply. Your photos are not sent to it. The assistant cannot make commitments on our behalf. A quote is only given by our staff.",
        "The chat also offers a link that opens a messaging app, such as WhatsApp, with a summary of your request already typed in. Nothing is sent until you press send in that app, and once you do, the message is also handled under that app's own privacy policy.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: ["We use the information you send us only to:"],
      bullets: [
        "Respond to your request, usually within 24 hours, and prepare an estimate",
        "Schedule an inspection or consultation and plan the work",
        "Keep the project records that environmental, building and contractor rules require once you become a customer",
        "Prevent abuse of the forms, such as spam, automated submissions and oversized uploads",
        "Understand which pages load slowly so we can make the site faster",
        'Learn which advertising, listings and pages bring the customers we work for, as described under "How you found us"',
      ],
    },
    {
      heading: "Your photos",
      paragraphs: [
        "Photos you upload are stored privately, not on a public web address. Location data and other metadata embedded by your phone (EXIF and GPS tags) are removed before the photo is stored. Only our staff, signed in to our internal system, can view them, and we use them to understand the job and prepare the estimate.",
        "We never publish your photos on this website, in advertising or on social media without your separate written permission. Please avoid uploading photos that show people, and do not upload photos of anyone else's property without their consent.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell, rent or trade your personal information, and we do not share it with anyone for their own marketing. We share it only as needed to do the work you asked for:",
      ],
      bullets: [
        "Service providers that run this website and our systems for us, such as hosting, database and file storage, email delivery and staff messaging, under contracts that limit their use of the data to providing that service",
        "Accredited laboratories that analyze samples from your property, which receive the property address and sample details",
        "Government agencies where the law requires it. For example, asbestos notifications and building permits list the property address and the owner's name",
        "Your insurance company, adjuster, property manager or another party only when you ask us to",
        "Authorities when required by law, court order or to protect people's safety",
      ],
    },
    {
      heading: "Cookies, local storage and measurements",
      paragraphs: [
        "We do not use advertising cookies or tracking pixels. The site stores your light or dark theme choice in your browser's local storage under the key \"vite-ui-theme\", so the page looks the way you left it. It may also keep an unfinished quote form or chat in your browser's storage so it is not lost if you reload the page, and it remembers how you found us, as described below. This information stays on your device and you can delete it at any time by clearing this site's data in your browser.",
        "To keep the site fast, your browser reports page-performance measurements (how long pages take to load and respond) to our server, together with the page address. These measurements contain no name, email or form content. Our hosting provider also processes technical data such as your IP address and browser type to deliver pages, block attacks and limit abusive traffic.",
        analyticsEnabled
          ? "We also use Google Analytics to count page views and understand which pages are useful. Google Analytics sets its own cookies; you can block them with your browser settings or Google's opt-out add-on without affecting the rest of the site. It is not loaded at all when your browser sends a Global Privacy Control or Do Not Track signal, its advertising features are off, and the page addresses it receives never carry advertising click identifiers or email addresses."
          : "We do not currently use a third-party analytics service. If that changes, we will update this policy before it is switched on.",
      ],
    },
    {
      heading: "How you found us",
      paragraphs: [
        `To learn which of our advertising, listings and pages bring the customers we work for, this site remembers how you arrived, in your own browser's local storage under the key "${sourcesStorageKey}", not in a cookie. It keeps the first and the latest way you came: the page you landed on, the website that sent you (its name only), the campaign tags in the link you followed (such as utm_source or utm_campaign) and an advertising click identifier if the link carried one (such as Google's gclid), together with the addresses of the last ${pagesSeenKept} pages you viewed here. Nothing of it leaves your browser until you send us a quote request, a chat or a booking, which then carries it to our staff; each part is forgotten ${sourceDays} days after it was recorded. No third-party script is involved.`,
        "We count page views ourselves, without cookies. After a page has loaded, your browser reports the page's address and how you arrived. To count a visitor once a day, our server turns your IP address and browser type into a code that cannot be reversed, mixed with a random value that changes every day and is deleted, with the day's codes, once the day is over. We keep only the daily totals per page and source, and we never store your IP address for this. Visits by search-engine crawlers and other automated clients are not counted. When you tap our phone number or email address, that tap is counted the same way, with how you arrived.",
        "If you came from one of our Google ads and became a customer, we may tell Google Ads that the ad click led to signed work: we send the click identifier, the date and the value of the job, never your name, email, phone or address, so that Google can show our ads to people like the ones we help.",
        "If your browser sends a Global Privacy Control or Do Not Track signal, none of this is kept: the site removes what it stored, and your visits and taps are counted without any source or campaign.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Quote requests and chat leads that do not become projects, including their photos, are deleted within 24 months of our last contact with you, or sooner if you ask. Page-performance measurements are kept for up to 13 months and only in a form that does not identify you. Daily totals of page views and counted taps are kept for two years; the daily visitor codes are deleted once their day is over.",
        "If you become a customer, we keep project records, including contracts, inspection reports, laboratory results, notifications, clearance results and waste disposal records, for as long as environmental and contractor regulations require and our warranty obligations last. Property owners, buyers and regulators often ask for those records many years later.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "Information is sent to us over encrypted connections (HTTPS), stored with our hosting provider with access restricted to authorized staff who sign in through an access-control service, and photos are stored under random, unguessable names. No system is perfectly secure; if a breach affecting your personal information ever occurred, we would notify you as required by the Illinois Personal Information Protection Act and other applicable laws.",
        "We do not collect biometric identifiers or biometric information, such as face geometry, as defined by the Illinois Biometric Information Privacy Act, and we do not analyze uploaded photos for faces.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        `You can ask us to show you the personal information we hold about you, correct it, or delete it, and you can ask us to stop contacting you. Send your request to ${business.email} from the email address you used, or call ${business.phone.display}. We will confirm your identity and respond within 30 days. We may keep records that the law requires us to keep, and we will tell you if that applies.`,
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This website is meant for property owners, managers and adults arranging work on a property. It is not directed to children under 13, and we do not knowingly collect their personal information. If you believe a child has sent us information, contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "If we change this policy, we will post the new version here with a new date. Material changes will apply only to information collected after the change.",
        `Questions or requests: ${contactLine}`,
      ],
    },
  ],
};

export const termsOfService: LegalPage = {
  title: "Terms of Service",
  summary: `The terms for using the ${business.name} website, requesting estimates and relying on the information published here.`,
  updated,
  sections: [
    {
      heading: "Agreement",
      paragraphs: [
        `These terms apply to your use of this website, operated by ${business.name}. By using the site, submitting a quote request or using the chat assistant, you agree to them. If you do not agree, please do not use the site; you can always reach us by phone at ${business.phone.display}.`,
      ],
    },
    {
      heading: "Estimates and quotes",
      paragraphs: [
        "Estimates are free. A price given through the website, the chat assistant, by email or by phone before we have seen the property is preliminary. It is based on the information and photos you provide and is not an offer you can accept.",
        "Work is only agreed through a written proposal or contract signed by you and by us. That document sets the scope, price, schedule, payment terms, warranty and your cancellation rights under Illinois law, and it takes precedence over anything on this website. Written proposals are valid for 30 days unless they state otherwise.",
        "Old buildings hide things. If we find conditions that could not reasonably be seen or tested before work started, such as asbestos inside a wall cavity, rotted framing under sound-looking siding, or mold behind finished surfaces, we stop, show you what we found, and agree any change in scope and price with you in writing before continuing, except where immediate action is needed for safety.",
        "Laboratory testing, permits and regulatory notifications are part of many projects. Their cost and timing are stated in your proposal.",
      ],
    },
    {
      heading: "What you send us",
      paragraphs: [
        "Please give accurate contact and property information. By uploading photos or other files, you confirm you have the right to share them and allow us to store and use them to respond to your request and prepare an estimate. How we handle them is described in our Privacy Policy.",
        "Do not submit information about a property you have no connection to, other people's personal information without their permission, or content that is unlawful, offensive or malicious.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: ["When using the website you agree not to:"],
      bullets: [
        "Send automated, bulk or fraudulent quote requests or chat messages",
        "Upload malware or files designed to harm our systems or other users",
        "Try to access the staff area or any data that is not yours",
        "Interfere with the site's operation, security measures or rate limits",
        "Copy or republish substantial parts of the site's text or illustrations without our permission",
      ],
    },
    {
      heading: "Information on this website",
      paragraphs: [
        "Our service pages, project stories and articles are general information written to help property owners understand asbestos, lead, mold and construction work. They are not an inspection, a test result or professional advice about your property, and they do not replace the laws and regulations themselves, which change over time and vary by city, county and state. Project descriptions are summaries of past work; every building is different, and results on your project depend on its own conditions.",
        "Do not disturb materials that may contain asbestos or lead based on anything you read here. Have them tested by a licensed professional first.",
      ],
    },
    {
      heading: "No warranty from website content",
      paragraphs: [
        'The website and its content are provided "as is" and "as available". We work to keep them accurate and available, but we do not warrant that the site will be uninterrupted or error-free or that its information is complete or current.',
        "The only warranties that apply to our work are the ones written into your signed contract, together with any manufacturer warranties on products we install. Nothing on this website creates an additional warranty or guarantee.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the fullest extent permitted by law, we are not liable for indirect, incidental, special or consequential damages, or for lost profits or data, arising from your use of the website or reliance on its content. Our total liability for any claim arising from use of the website itself is limited to one hundred dollars.",
        "This section concerns the website only. Our responsibilities for work we perform are set by your contract and by law. Nothing in these terms limits any liability or consumer right that cannot be limited under Illinois law, including rights under the Illinois Consumer Fraud and Deceptive Business Practices Act and the Home Repair and Remodeling Act.",
      ],
    },
    {
      heading: "Links and third-party services",
      paragraphs: [
        "The site may link to government agencies, manufacturers, laboratories and messaging apps. We are not responsible for their content or privacy practices, and a link is not an endorsement.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The text, illustrations, logo and design of this website belong to ${business.name} or are used with permission. You may share links to our pages and print articles for personal use.`,
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of Illinois, without regard to its conflict-of-law rules. Any dispute arising from use of this website will be brought in the state or federal courts located in Cook County, Illinois, unless the law of your state gives you the right to bring it elsewhere.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "We may update these terms from time to time by posting a new version with a new date. The version in force when you use the site applies.",
        `Questions: ${contactLine}`,
      ],
    },
  ],
};
