import type { ContactContent } from "@/content/types";

// Temporary markup until the forms land.
export function ContactForm({ copy, className }: { copy: ContactContent["form"]; className?: string }) {
  return (
    <form className={className}>
      <label>{copy.nameLabel}<input name="name" required /></label>
      <label>{copy.emailLabel}<input name="email" type="email" required /></label>
      <label>{copy.messageLabel}<textarea name="message" required /></label>
      <button type="submit">{copy.submitLabel}</button>
    </form>
  );
}
