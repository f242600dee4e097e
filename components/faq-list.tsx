import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import type { Faq } from "@/content/types";

/**
 * The site's one FAQ: an exclusive accordion (opening one question closes the other, any can be
 * closed again), set in the right column of a SplitSection on every page that has questions.
 */
export function FaqList({ faqs, name }: { faqs: readonly Faq[]; name: string }) {
  return (
    <Accordion className="bg-card">
      {faqs.map((faq) => (
        <AccordionItem key={faq.question} name={name}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>
            <p>{faq.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
