import type { ElementType, HTMLAttributes, Ref } from 'react';

type PartProps = HTMLAttributes<HTMLElement> & { as?: ElementType; ref?: Ref<HTMLDivElement> };

function part(base: string) {
  return function CardPart({ as: Tag = 'div', className, ...rest }: PartProps) {
    return <Tag className={className ? `${base} ${className}` : base} {...rest} />;
  };
}

/**
 * Bootstrap's card, as markup (card, card-header, card-body, card-footer). react-bootstrap's Card carries all of its
 * parts (images, titles, links, a header context) wherever it is used, the entry chunk included, and the portal uses
 * only these four. Like react-bootstrap's, a part renders another element through `as` and passes its ref on.
 */
export const Card = Object.assign(part('card'), {
  Header: part('card-header'),
  Body: part('card-body'),
  Footer: part('card-footer'),
});
