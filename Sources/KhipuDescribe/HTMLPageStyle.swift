/// The html page's styles. Names are never broken inside a word: prose wraps at
/// `break-word`, code keeps its words whole and a table wider than the screen scrolls
/// sideways in its own box. On a phone the command table's rows become cards. Colours come
/// from variables that a dark reader's theme (`prefers-color-scheme: dark`) replaces.
enum HTMLPageStyle {
    static let css = """
        :root{color-scheme:light dark;\
        --bg:#fff;--fg:#1d1d1f;--muted:#515154;--faint:#6e6e73;--rule:#e5e5ea;--border:#d2d2d7;--panel:#f5f5f7;\
        --link:#0a58ca;--target:#fff8d6;--ok:#1b7a2b;--ok-bg:#f0faf0;--warn-bg:#fff6e5;--bad:#b3261e;--bad-bg:#fdf0f0}\
        @media (prefers-color-scheme:dark){:root{\
        --bg:#16181d;--fg:#e6e8eb;--muted:#a9afb8;--faint:#8b929c;--rule:#30343c;--border:#3a3f48;--panel:#1f2329;\
        --link:#7cb4ff;--target:#3a3415;--ok:#6fd384;--ok-bg:#15301c;--warn-bg:#33290f;--bad:#ff8a80;--bad-bg:#3a1a1f}}\
        *{box-sizing:border-box}\
        body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:var(--fg);line-height:1.5;background:var(--bg);overflow-wrap:break-word}\
        main{max-width:76rem;margin:0 auto;padding:1rem 1.25rem 4rem}\
        h1{font-size:1.8rem;border-bottom:2px solid var(--rule);padding-bottom:.3rem;margin-top:2.5rem}\
        h2{margin-top:2.2rem;font-size:1.35rem}h3{font-size:1.08rem;margin-top:1.6rem}\
        [id]{scroll-margin-top:1rem}td:target,h3:target{background:var(--target)}\
        a{color:var(--link);text-decoration:none}a:hover{text-decoration:underline}\
        code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.86em;white-space:pre-wrap;overflow-wrap:normal;word-break:normal}\
        pre{background:var(--panel);padding:.6rem .8rem;border-radius:6px;overflow-x:auto}pre code{white-space:pre}\
        .scroll{overflow-x:auto;margin:.5rem 0 1.2rem;-webkit-overflow-scrolling:touch}\
        table{border-collapse:collapse;width:100%}\
        th,td{border:1px solid var(--border);padding:.4rem .6rem;vertical-align:top;text-align:left}\
        th{background:var(--panel)}\
        td.success{background:var(--ok-bg)}td.refused{background:var(--warn-bg)}td.failure{background:var(--bad-bg)}\
        td.holds{color:var(--ok);white-space:nowrap}td.fails{color:var(--bad);background:var(--bad-bg)}\
        .kind{font-weight:600;display:block;margin-bottom:.2rem}\
        .note,.after{color:var(--muted)}.after{font-style:italic}p.summary{font-size:1.1rem}p.checked{background:var(--ok-bg);border-left:4px solid var(--ok);padding:.4rem .7rem}\
        a.anchor{color:var(--link);margin-right:.35rem}\
        table.reference a.anchor{margin:0 0 0 .4rem;opacity:.6}table.reference a.anchor:hover,table.reference a.anchor:focus,td:target a.anchor{opacity:1}\
        .link-icon{vertical-align:-.15em}\
        nav.contents{background:var(--panel);border-radius:8px;padding:.6rem 1rem;margin:1rem 0}\
        nav.contents h2{font-size:1rem;margin:.2rem 0}nav.contents ul{margin:.2rem 0;padding-left:1.2rem}\
        nav.contents>ul{columns:2 18rem}nav.contents li{break-inside:avoid}\
        nav.domains ul{padding-left:1.2rem}\
        @media (max-width:40rem){\
        main{padding:.5rem .75rem 3rem}h1{font-size:1.45rem}\
        nav.contents>ul{columns:1}\
        table.commands thead{display:none}\
        table.commands,table.commands tbody,table.commands tr,table.commands td{display:block;width:100%}\
        table.commands tr{border:1px solid var(--border);border-radius:8px;margin-bottom:.8rem;overflow:hidden}\
        table.commands td{border:none;border-top:1px solid var(--rule)}table.commands td:first-child{border-top:none}\
        table.commands td::before{display:block;font-size:.75rem;font-weight:600;color:var(--faint);text-transform:uppercase}\
        table.commands td:nth-child(1)::before{content:"You ask"}table.commands td:nth-child(2)::before{content:"It answers"}\
        table.commands td:nth-child(3)::before{content:"When a service fails"}table.commands td:nth-child(4)::before{content:"Checked"}\
        }
        """
}
