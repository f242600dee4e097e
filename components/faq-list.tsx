import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import type { Faq } from "@/content/types";

/** An exclusive FAQ accordion: opening one question closes the other, any can be closed again. */
export function FaqList({ faqs, name }: { faqs: readonly Faq[]; name: string }) {
  return (
    <Accordion className="mx-auto max-w-3xl bg-card">
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
