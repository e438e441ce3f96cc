/// The html page's styles. Names are never broken inside a word: prose wraps at
/// `break-word`, code keeps its words whole and a table wider than the screen scrolls
/// sideways in its own box. On a phone the command table's rows become cards.
enum HTMLPageStyle {
    static let css = """
        *{box-sizing:border-box}\
        body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d1d1f;line-height:1.5;background:#fff;overflow-wrap:break-word}\
        main{max-width:76rem;margin:0 auto;padding:1rem 1.25rem 4rem}\
        h1{font-size:1.8rem;border-bottom:2px solid #e5e5ea;padding-bottom:.3rem;margin-top:2.5rem}\
        h2{margin-top:2.2rem;font-size:1.35rem}h3{font-size:1.08rem;margin-top:1.6rem}\
        [id]{scroll-margin-top:1rem}td:target,h3:target{background:#fff8d6}\
        a{color:#0a58ca;text-decoration:none}a:hover{text-decoration:underline}\
        code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.86em;white-space:pre-wrap;overflow-wrap:normal;word-break:normal}\
        pre{background:#f5f5f7;padding:.6rem .8rem;border-radius:6px;overflow-x:auto}pre code{white-space:pre}\
        .scroll{overflow-x:auto;margin:.5rem 0 1.2rem;-webkit-overflow-scrolling:touch}\
        table{border-collapse:collapse;width:100%}\
        th,td{border:1px solid #d2d2d7;padding:.4rem .6rem;vertical-align:top;text-align:left}\
        th{background:#f5f5f7}\
        td.success{background:#f0faf0}td.refused{background:#fff6e5}td.failure{background:#fdf0f0}\
        td.holds{color:#1b7a2b;white-space:nowrap}td.fails{color:#b3261e;background:#fdf0f0}\
        .kind{font-weight:600;display:block;margin-bottom:.2rem}\
        .note,.after{color:#515154}.after{font-style:italic}p.summary{font-size:1.1rem}p.checked{background:#f0faf0;border-left:4px solid #1b7a2b;padding:.4rem .7rem}\
        a.anchor{color:#a1a1a6;font-size:.8em;margin-right:.35rem}\
        nav.contents{background:#f5f5f7;border-radius:8px;padding:.6rem 1rem;margin:1rem 0}\
        nav.contents h2{font-size:1rem;margin:.2rem 0}nav.contents ul{margin:.2rem 0;padding-left:1.2rem}\
        nav.contents>ul{columns:2 18rem}nav.contents li{break-inside:avoid}\
        nav.domains ul{padding-left:1.2rem}\
        @media (max-width:40rem){\
        main{padding:.5rem .75rem 3rem}h1{font-size:1.45rem}\
        nav.contents>ul{columns:1}\
        table.commands thead{display:none}\
        table.commands,table.commands tbody,table.commands tr,table.commands td{display:block;width:100%}\
        table.commands tr{border:1px solid #d2d2d7;border-radius:8px;margin-bottom:.8rem;overflow:hidden}\
        table.commands td{border:none;border-top:1px solid #e5e5ea}table.commands td:first-child{border-top:none}\
        table.commands td::before{display:block;font-size:.75rem;font-weight:600;color:#6e6e73;text-transform:uppercase}\
        table.commands td:nth-child(1)::before{content:"You ask"}table.commands td:nth-child(2)::before{content:"It answers"}\
        table.commands td:nth-child(3)::before{content:"When a service fails"}table.commands td:nth-child(4)::before{content:"Checked"}\
        }
        """
}
