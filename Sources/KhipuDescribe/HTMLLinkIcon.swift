/// The link mark of an anchor on khipu's pages (describe's and the report's): a chain link
/// drawn inline, in the link colour, so that it reads as a link to copy and not as a `#`
/// comment; it needs no font and fetches nothing.
package enum HTMLLinkIcon {
    package static let svg =
        "<svg class=\"link-icon\" viewBox=\"0 0 16 16\" width=\"14\" height=\"14\" aria-hidden=\"true\" focusable=\"false\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.7\" stroke-linecap=\"round\">"
        + "<path d=\"M6.4 9.6l3.2-3.2\"/><path d=\"M7.2 4.6l1.3-1.3a2.7 2.7 0 0 1 3.8 3.8L11 8.4\"/><path d=\"M8.8 11.4l-1.3 1.3a2.7 2.7 0 0 1-3.8-3.8L5 7.6\"/></svg>"
}
