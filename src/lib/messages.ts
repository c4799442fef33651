/** Every message of spec section 8, word for word: one source for the forms, the chat and the Worker. */
export type Toast = { title: string; description: string };

export const messages = {
  missingFields: (names: string[]): Toast => ({
    title: "Missing Required Information",
    description: `Please fill in: ${names.join(", ")}`,
  }),
  invalidPhone: { title: "Invalid Phone Number", description: "Please enter a valid phone number (10-15 digits)" },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  imageTooLarge: {
    title: "Image Too Large",
    description: "Some images exceed 5MB limit. Please resize them and try again.",
  },
  imagesTotalTooLarge: {
    title: "Total Image Size Too Large",
    description: "Total image size exceeds 20MB. Please remove some images.",
  },
  imageReadError: { title: "Image Upload Error", description: "Failed to process some images. Please try again." },
  imagesAdded: (count: number): Toast => ({
    title: "Images Added",
    description: `${count} image(s) have been added to the project`,
  }),
  submitted: {
    title: "Quote Request Submitted Successfully!",
    description: "We'll review your request and contact you within 24 hours with a detailed quote.",
  },
  submission: {
    title: "Submission Error",
    serverDefault: "There was an error submitting your request.",
    serverNotJson: (body: string) => `Server error: ${body}`,
    network: "Network error. Please check your internet connection and try again.",
    otherDefault: "There was an error submitting your request. Please try again.",
    tooLarge: "Request too large. Please reduce image sizes or remove some images.",
  },
  chatMissingFields: "Please fill in all required fields: Name, Phone, and Address.",
  chatLeadSent: (phone: string) =>
    `Perfect! I've sent your information to our team. They'll contact you shortly. You can also call us directly at ${phone}.`,
  /** Worker-only sentences (design.md HTTP contract). */
  api: {
    invalidJson: "The request body is not valid JSON.",
    unsupportedType: "Send the request as application/json or multipart/form-data.",
    jsonOnly: "Send the request as application/json.",
    tooManyRequests: "Too many requests. Please wait a moment and try again.",
    invalidImage: (name: string) => `“${name}” is not a JPEG, PNG, WebP, GIF or AVIF image.`,
    invalidPayload: "Some fields are not valid.",
    expectedObject: "Send the form fields as one JSON object.",
    unreadableBody: "The request could not be read. Please try again.",
    notFound: "There is nothing at this address.",
    serverError: "Something went wrong on our side. Please try again in a moment, or call us.",
    idempotencyKeyInvalid: "The Idempotency-Key header must be 1 to 255 visible characters.",
    idempotencyKeyReused: "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
    idempotencyInProgress: "The same request is still being processed. Please try again in a moment.",
  },
} as const;
